import { Link, useParams } from 'react-router';
import { formatDate } from '@shared/format/dates';
import { formatMoney } from '@shared/format/money';
import { formatStatusLabel } from '@shared/incidents/status';
import { idSchema } from '@shared/schemas';
import { SectionHeader } from '@/staff/components/section-header';
import { paths } from '@/lib/paths';
import { usePlatformOverview } from '../api/get-platform-overview';

/** /admin/platforms/:id: a platform's incidents and the accounts they share (one scammer, many victims). */
export default function PlatformPage() {
  const id = idSchema().safeParse(useParams().id).data ?? 0;
  const overview = usePlatformOverview(id);
  if (overview.isError) return <SectionHeader title="Platform not found" description="This platform could not be loaded. It may not exist." />;
  if (!overview.data) return <SectionHeader title="Platform" description="Loading…" />;
  const { name, totalIncidents, incidents, sharedAccounts, peopleWaiting } = overview.data;
  return (
    <>
      <SectionHeader
        title={name}
        description={`${totalIncidents.toLocaleString('en-US')} incident${totalIncidents === 1 ? '' : 's'} reported${totalIncidents > incidents.length ? `; the newest ${incidents.length} are listed` : ''}.`}
      />
      <div className="flex flex-col gap-6 pb-8">
        {/* "Notify me" (issue 27): a count only, never who. */}
        <section aria-labelledby="people-waiting" className="flex flex-col gap-1 rounded-lg border border-border bg-card p-4">
          <h2 id="people-waiting" className="text-lg font-semibold">
            People waiting for news
          </h2>
          <p>
            {peopleWaiting === 0
              ? 'Nobody has asked to hear about new reports about this platform.'
              : `${peopleWaiting.toLocaleString('en-US')} ${peopleWaiting === 1 ? 'person has' : 'people have'} asked to hear when a new report about it is confirmed.`}
          </p>
          <p className="text-sm text-muted-foreground">Counted from confirmed requests; who they are is not shown.</p>
        </section>
        <section aria-labelledby="shared-accounts" className="flex flex-col gap-2">
          <h2 id="shared-accounts" className="text-lg font-semibold">
            Accounts shared between its incidents
          </h2>
          {sharedAccounts.length === 0 ? (
            <p className="text-muted-foreground">No account, wallet or transaction appears in more than one of its incidents.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {sharedAccounts.map((account) => (
                <li key={account.value} className="rounded-lg border border-border bg-card p-3">
                  <p className="break-all font-mono">{account.value}</p>
                  <p className="text-sm text-muted-foreground">
                    In {account.incidents} incidents:{' '}
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
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="platform-incidents" className="flex flex-col gap-2">
          <h2 id="platform-incidents" className="text-lg font-semibold">
            Incidents
          </h2>
          <div className="overflow-x-auto rounded-lg border border-border bg-card">
            <table className="w-full text-start text-sm">
              <caption className="sr-only">Incidents reported about {name}</caption>
              <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">Reference</th>
                  <th scope="col" className="px-3 py-2 font-medium">Victim</th>
                  <th scope="col" className="px-3 py-2 text-end font-medium">Loss</th>
                  <th scope="col" className="px-3 py-2 font-medium">Status</th>
                  <th scope="col" className="px-3 py-2 font-medium">Reported</th>
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
                    <td className="whitespace-nowrap px-3 py-2 text-end tabular-nums">{formatMoney(incident.lossAmount)}</td>
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
