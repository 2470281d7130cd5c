import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { formatDateTime } from '@shared/format/dates';
import { fraudTypeLabel } from '@shared/incidents/fraud-types';
import type { StaffKeptOffSite, StaffListedSite } from '@shared/site-safety/staff-schema';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SectionHeader } from '@/staff/components/section-header';
import { returnFocus } from '@/staff/lib/return-focus';
import { useStaffSession } from '@/staff/lib/staff-session';
import { useStaffKnownScams } from '../api/get-staff-known-scams';
import { ListSiteDialog, type ListDraft } from '../components/list-site-dialog';
import { RemoveSiteDialog } from '../components/remove-site-dialog';

const people = (n: number) => (n === 1 ? '1 person' : `${n} different people`);
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
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        {/* Plain text, never a link: nobody should reach a scam site from a staff screen either. */}
        <p className="text-lg font-semibold [overflow-wrap:anywhere]">{site.domain}</p>
        <Badge tone={site.basis === 'staff' ? 'blue' : 'orange'}>{site.basis === 'staff' ? 'Listed by staff' : 'Reported by people'}</Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-base">
        {site.reason ? <Fact term="Public reason">{site.reason}</Fact> : null}
        <Fact term="Scam type">{fraudTypeLabel(site.scamType)}</Fact>
        <Fact term="Reports">{site.reporters > 0 ? `${site.reports} confirmed, from ${people(site.reporters)}` : 'None confirmed'}</Fact>
        <Fact term={site.basis === 'staff' ? 'Listed' : 'Last reported'}>
          {site.since}
          {site.decidedBy ? ` by ${site.decidedBy}` : ''}
        </Fact>
      </dl>
      {actions ? (
        <div className="flex flex-wrap gap-2">
          {/* The site's name is read after the visible words, so the button's name starts with what it shows. */}
          <Button size="sm" variant="outline" data-known-scam={site.domain} onClick={actions.onEdit}>
            {site.basis === 'staff' ? 'Change reason' : 'Add a reason'}
            <span className="sr-only"> for {site.domain}</span>
          </Button>
          <Button size="sm" variant="ghost" onClick={actions.onRemove}>
            Remove<span className="sr-only"> {site.domain}</span>
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function KeptOffSite({ site, onList }: { site: StaffKeptOffSite; onList?: () => void }) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <p className="text-lg font-semibold [overflow-wrap:anywhere]">{site.domain}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-base">
        <Fact term="Why it was removed">{site.reason ?? 'No reason recorded'}</Fact>
        <Fact term="Reports">{site.reporters > 0 ? `From ${people(site.reporters)}` : 'None confirmed'}</Fact>
        <Fact term="Removed">
          {formatDateTime(site.decidedAt)} by {site.decidedBy}
        </Fact>
      </dl>
      {onList ? (
        <div>
          <Button size="sm" variant="outline" data-known-scam={site.domain} onClick={onList}>
            List again<span className="sr-only">: {site.domain}</span>
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

  return (
    <section className="flex flex-col gap-6">
      <SectionHeader
        title="Known Scams"
        description="The public list on the resources page. A site is on it when two or more different people confirmed reports naming it, or when staff listed it. A visitor's check never puts a site there."
        actions={
          isAdmin ? (
            <Button onClick={() => setDraft({})}>
              <Plus aria-hidden="true" /> List a site
            </Button>
          ) : null
        }
      />
      {session.data && !isAdmin ? (
        <Alert variant="info">
          <AlertDescription>Only an admin can list or remove a site: what the list says, we say publicly about someone's site.</AlertDescription>
        </Alert>
      ) : null}
      {scams.isError ? (
        <Alert variant="destructive">
          <AlertDescription>The list could not be loaded. Try Refresh All.</AlertDescription>
        </Alert>
      ) : null}

      <div className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold">On the public list</h2>
        {scams.data ? (
          <>
            <p className="text-muted-foreground">
              {scams.data.listed.length === 1 ? '1 site' : `${scams.data.listed.length} sites`}: staff-listed first, then reported, each newest first. The public page shows the first {scams.data.publicLimit}.
            </p>
            {scams.data.listed.length === 0 ? (
              <p>No site is on the list.</p>
            ) : (
              <ul className="grid gap-3 lg:grid-cols-2" aria-label="Sites on the public list">
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
          <p role="status">Loading…</p>
        ) : null}
      </div>

      <div className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold">Removed by staff</h2>
        <p className="text-muted-foreground">These stay off the public list, whatever reports say, until staff list them again.</p>
        {scams.data && scams.data.keptOff.length === 0 ? <p>No site has been removed.</p> : null}
        {scams.data && scams.data.keptOff.length > 0 ? (
          <ul className="grid gap-3 lg:grid-cols-2" aria-label="Sites removed by staff">
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
