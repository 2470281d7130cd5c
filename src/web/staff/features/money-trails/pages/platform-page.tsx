import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { formatStatusLabel } from '@/lib/i18n/shared-words';
import { idSchema } from '@shared/schemas';
import { SectionHeader } from '@/staff/components/section-header';
import { formatDate, formatMoney } from '@/lib/i18n/format';
import { paths } from '@/lib/paths';
import { usePlatformOverview } from '../api/get-platform-overview';

/** /admin/platforms/:id: a platform's incidents and the accounts they share (one scammer, many victims). */
export default function PlatformPage() {
  const id = idSchema().safeParse(useParams().id).data ?? 0;
  const overview = usePlatformOverview(id);
  const { t } = useLingui();
  if (overview.isError) return <SectionHeader title={t`Platform not found`} description={t`This platform could not be loaded. It may not exist.`} />;
  if (!overview.data) return <SectionHeader title={t`Platform`} description={t`Loading…`} />;
  const { name, totalIncidents, incidents, sharedAccounts, peopleWaiting } = overview.data;
  const listed = incidents.length;
  return (
    <>
      <SectionHeader
        title={name}
        description={
          totalIncidents > listed
            ? plural(totalIncidents, {
                one: `# incident reported; the newest ${listed} are listed.`,
                other: `# incidents reported; the newest ${listed} are listed.`,
              })
            : plural(totalIncidents, { one: '# incident reported.', other: '# incidents reported.' })
        }
      />
      <div className="flex flex-col gap-6 pb-8">
        {/* "Notify me" (issue 27): a count only, never who. */}
        <section aria-labelledby="people-waiting" className="flex flex-col gap-1 rounded-lg border border-border bg-card p-4">
          <h2 id="people-waiting" className="text-lg font-semibold">
            <Trans>People waiting for news</Trans>
          </h2>
          <p>
            {peopleWaiting === 0 ? (
              <Trans>Nobody has asked to hear about new reports about this platform.</Trans>
            ) : (
              <Plural
                value={peopleWaiting}
                one="# person has asked to hear when a new report about it is confirmed."
                other="# people have asked to hear when a new report about it is confirmed."
              />
            )}
          </p>
          <p className="text-sm text-muted-foreground">
            <Trans>Counted from confirmed requests; who they are is not shown.</Trans>
          </p>
        </section>
        <section aria-labelledby="shared-accounts" className="flex flex-col gap-2">
          <h2 id="shared-accounts" className="text-lg font-semibold">
            <Trans>Accounts shared between its incidents</Trans>
          </h2>
          {sharedAccounts.length === 0 ? (
            <p className="text-muted-foreground">
              <Trans>No account, wallet or transaction appears in more than one of its incidents.</Trans>
            </p>
          ) : (
            <ul className="flex flex-col gap-2">
              {sharedAccounts.map((account) => {
                const incidentCount = account.incidents;
                return (
                  <li key={account.value} className="rounded-lg border border-border bg-card p-3">
                    <p className="break-all font-mono">{account.value}</p>
                    <p className="text-sm text-muted-foreground">
                      <Plural value={incidentCount} one="In # incident:" other="In # incidents:" />{' '}
                      {account.references.map((r, i) => (
                        <span key={r.id}>
                          {i > 0 ? ', ' : null}
                          <Link to={paths.adminIncident(r.id)} className="font-mono text-primary underline underline-offset-4">
                            {r.reference}
                          </Link>
                        </span>
                      ))}
                    </p>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <section aria-labelledby="platform-incidents" className="flex flex-col gap-2">
          <h2 id="platform-incidents" className="text-lg font-semibold">
            <Trans>Incidents</Trans>
          </h2>
          <div className="overflow-x-auto rounded-lg border border-border bg-card">
            <table className="w-full text-start text-sm">
              <caption className="sr-only">
                <Trans>Incidents reported about {name}</Trans>
              </caption>
              <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    <Trans>Reference</Trans>
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    <Trans>Victim</Trans>
                  </th>
                  <th scope="col" className="px-3 py-2 text-end font-medium">
                    <Trans>Loss</Trans>
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    <Trans>Status</Trans>
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    <Trans>Reported</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {incidents.map((incident) => (
                  <tr key={incident.id} className="border-t border-border">
                    <td className="px-3 py-2">
                      <Link to={paths.adminIncident(incident.id)} className="font-mono text-primary underline underline-offset-4">
                        {incident.reference}
                      </Link>
                    </td>
                    <td className="break-all px-3 py-2">{incident.victimEmail}</td>
                    <td className="whitespace-nowrap px-3 py-2 text-end tabular-nums">{formatMoney(incident.lossAmount, incident.currency)}</td>
                    <td className="px-3 py-2">{formatStatusLabel(incident.status)}</td>
                    <td className="whitespace-nowrap px-3 py-2">{formatDate(incident.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      </div>
    </>
  );
}
