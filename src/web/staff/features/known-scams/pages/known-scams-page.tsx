import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { fraudTypeLabel } from '@/lib/i18n/shared-words';
import type { StaffKeptOffSite, StaffListedSite } from '@shared/site-safety/staff-schema';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/i18n/format';
import { SectionHeader } from '@/staff/components/section-header';
import { returnFocus } from '@/staff/lib/return-focus';
import { useStaffSession } from '@/staff/lib/staff-session';
import { useStaffKnownScams } from '../api/get-staff-known-scams';
import { ListSiteDialog, type ListDraft } from '../components/list-site-dialog';
import { RemoveSiteDialog } from '../components/remove-site-dialog';

const rowSelector = (domain: string) => `[data-known-scam="${CSS.escape(domain)}"]`;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="[overflow-wrap:anywhere]">{children}</dd>
    </>
  );
}

function ListedSite({ site, actions }: { site: StaffListedSite; actions?: { onEdit: () => void; onRemove: () => void } }) {
  const { t } = useLingui();
  const { domain, reports, reporters, since, decidedBy } = site;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        {/* Plain text, never a link: nobody should reach a scam site from a staff screen either. */}
        <p className="text-lg font-semibold [overflow-wrap:anywhere]">{site.domain}</p>
        <Badge tone={site.basis === 'staff' ? 'blue' : 'orange'}>{site.basis === 'staff' ? <Trans>Listed by staff</Trans> : <Trans>Reported by people</Trans>}</Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-base">
        {site.reason ? <Fact term={t`Public reason`}>{site.reason}</Fact> : null}
        <Fact term={t`Scam type`}>{fraudTypeLabel(site.scamType)}</Fact>
        <Fact term={t`Reports`}>
          {reporters > 0
            ? t`${plural(reports, { one: '# confirmed', other: '# confirmed' })}, from ${plural(reporters, { one: '# person', other: '# different people' })}`
            : t`None confirmed`}
        </Fact>
        <Fact term={site.basis === 'staff' ? t`Listed` : t`Last reported`}>{decidedBy ? <Trans>{since} by {decidedBy}</Trans> : since}</Fact>
      </dl>
      {actions ? (
        <div className="flex flex-wrap gap-2">
          {/* The site's name is read after the visible words, so the button's name starts with what it shows. */}
          <Button size="sm" variant="outline" data-known-scam={site.domain} onClick={actions.onEdit}>
            {site.basis === 'staff' ? (
              <Trans>
                Change reason<span className="sr-only"> for {domain}</span>
              </Trans>
            ) : (
              <Trans>
                Add a reason<span className="sr-only"> for {domain}</span>
              </Trans>
            )}
          </Button>
          <Button size="sm" variant="ghost" onClick={actions.onRemove}>
            <Trans>
              Remove<span className="sr-only"> {domain}</span>
            </Trans>
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function KeptOffSite({ site, onList }: { site: StaffKeptOffSite; onList?: () => void }) {
  const { t } = useLingui();
  const { domain, reporters, decidedBy } = site;
  const when = formatDateTime(site.decidedAt);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <p className="text-lg font-semibold [overflow-wrap:anywhere]">{site.domain}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-base">
        <Fact term={t`Why it was removed`}>{site.reason ?? t`No reason recorded`}</Fact>
        <Fact term={t`Reports`}>{reporters > 0 ? t`From ${plural(reporters, { one: '# person', other: '# different people' })}` : t`None confirmed`}</Fact>
        <Fact term={t`Removed`}>
          <Trans>
            {when} by {decidedBy}
          </Trans>
        </Fact>
      </dl>
      {onList ? (
        <div>
          <Button size="sm" variant="outline" data-known-scam={site.domain} onClick={onList}>
            <Trans>
              List again<span className="sr-only">: {domain}</span>
            </Trans>
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * /admin/known-scams: the public known-scam list as staff see it (D18): each site and why it is
 * there, and the sites staff took off. Every staff member reads it; only an admin lists or removes.
 */
export default function KnownScamsPage() {
  const session = useStaffSession();
  const isAdmin = session.data?.role === 'admin';
  const scams = useStaffKnownScams();
  const [draft, setDraft] = useState<ListDraft | null>(null);
  const [removing, setRemoving] = useState<StaffListedSite | null>(null);
  const { t } = useLingui();
  const listedCount = scams.data?.listed.length ?? 0;
  const publicLimit = scams.data?.publicLimit ?? 0;

  return (
    <section className="flex flex-col gap-6">
      <SectionHeader
        title={t`Known Scams`}
        description={t`The public list on the resources page. A site is on it when two or more different people confirmed reports naming it, or when staff listed it. A visitor's check never puts a site there.`}
        actions={
          isAdmin ? (
            <Button onClick={() => setDraft({})}>
              <Plus aria-hidden="true" /> <Trans>List a site</Trans>
            </Button>
          ) : null
        }
      />
      {session.data && !isAdmin ? (
        <Alert variant="info">
          <AlertDescription>
            <Trans>Only an admin can list or remove a site: what the list says, we say publicly about someone's site.</Trans>
          </AlertDescription>
        </Alert>
      ) : null}
      {scams.isError ? (
        <Alert variant="destructive">
          <AlertDescription>
            <Trans>The list could not be loaded. Try Refresh All.</Trans>
          </AlertDescription>
        </Alert>
      ) : null}

      <div className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold">
          <Trans>On the public list</Trans>
        </h2>
        {scams.data ? (
          <>
            <p className="text-muted-foreground">
              <Trans>
                <Plural value={listedCount} one="# site" other="# sites" />: staff-listed first, then reported, each newest first. The public page shows the first {publicLimit}.
              </Trans>
            </p>
            {scams.data.listed.length === 0 ? (
              <p>
                <Trans>No site is on the list.</Trans>
              </p>
            ) : (
              <ul className="grid gap-3 lg:grid-cols-2" aria-label={t`Sites on the public list`}>
                {scams.data.listed.map((site) => (
                  <ListedSite
                    key={site.domain}
                    site={site}
                    actions={
                      isAdmin
                        ? { onEdit: () => setDraft({ site: site.domain, reason: site.reason ?? '', scamType: site.scamType }), onRemove: () => setRemoving(site) }
                        : undefined
                    }
                  />
                ))}
              </ul>
            )}
          </>
        ) : scams.isPending ? (
          <p role="status">
            <Trans>Loading…</Trans>
          </p>
        ) : null}
      </div>

      <div className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold">
          <Trans>Removed by staff</Trans>
        </h2>
        <p className="text-muted-foreground">
          <Trans>These stay off the public list, whatever reports say, until staff list them again.</Trans>
        </p>
        {scams.data && scams.data.keptOff.length === 0 ? (
          <p>
            <Trans>No site has been removed.</Trans>
          </p>
        ) : null}
        {scams.data && scams.data.keptOff.length > 0 ? (
          <ul className="grid gap-3 lg:grid-cols-2" aria-label={t`Sites removed by staff`}>
            {scams.data.keptOff.map((site) => (
              <KeptOffSite key={site.domain} site={site} onList={isAdmin ? () => setDraft({ site: site.domain }) : undefined} />
            ))}
          </ul>
        ) : null}
      </div>

      <ListSiteDialog
        draft={draft}
        onClose={() => {
          returnFocus(draft?.site ? rowSelector(draft.site) : 'main h1');
          setDraft(null);
        }}
      />
      <RemoveSiteDialog
        site={removing}
        onClose={() => {
          if (removing) returnFocus(rowSelector(removing.domain));
          setRemoving(null);
        }}
      />
    </section>
  );
}
