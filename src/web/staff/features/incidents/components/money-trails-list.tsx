import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { IncidentMoneyTrail } from '@shared/incidents/staff-schema';
import { formatStatusLabel } from '@/lib/i18n/shared-words';
import type { LinkedCase } from '@shared/money-trails/staff-schema';
import { friendlyAccount } from '@shared/money-trails/friendly-account';
import { observableKey } from '@shared/money-trails/observable-key';
import { formatDate, formatMoney } from '@/lib/i18n/format';
import { paths } from '@/lib/paths';

/** The other cases holding any account, wallet or transaction of this trail, by the same key the server uses. */
function linksOf(trail: IncidentMoneyTrail, linked: readonly LinkedCase[]): LinkedCase[] {
  const keys = new Set([trail.fromAccount, trail.toAccount, trail.blockchainTx].map(observableKey).filter(Boolean));
  const seen = new Set<number>();
  return linked.filter((l) => keys.has(observableKey(l.value)) && !seen.has(l.incidentId) && seen.add(l.incidentId));
}

/**
 * The case's money trails, read-only here (they are edited in Money Trails). D16: each amount
 * keeps its own currency and they are never added together. A trail whose account appears in
 * another case says so, one click from that case: how one scammer behind many victims shows.
 */
export function MoneyTrailsList({ trails, linked = [] }: { trails: IncidentMoneyTrail[]; linked?: readonly LinkedCase[] }) {
  if (trails.length === 0)
    return (
      <p className="text-muted-foreground">
        <Trans>No money trails linked to this case.</Trans>
      </p>
    );
  return (
    <div className="overflow-x-auto rounded-md border border-border">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">
          <Trans>Money trails linked to this case</Trans>
        </caption>
        <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              <Trans>Type</Trans>
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              <Trans>Amount</Trans>
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <Trans>From → to</Trans>
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <Trans>Date</Trans>
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <Trans>Status</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {trails.map((trail) => {
            const from = trail.fromAccount ? friendlyAccount(trail.fromAccount) : <Trans>Not recorded</Trans>;
            const to = friendlyAccount(trail.toAccount);
            return (
              <tr key={trail.id} className="border-t border-border align-top">
                <td className="px-3 py-2">{formatStatusLabel(trail.transactionType)}</td>
                <td className="whitespace-nowrap px-3 py-2 text-end tabular-nums">
                  {formatMoney(trail.amount, trail.currency)}
                </td>
                <td className="px-3 py-2 [overflow-wrap:anywhere]">
                  {/* The arrow is part of the text: a right-to-left language can turn it. */}
                  <Trans>
                    {from} → {to}
                  </Trans>
                  {linksOf(trail, linked).map(({ incidentId, reference }) => (
                    <span key={incidentId} className="mt-1 block text-sm font-medium">
                      <Trans>
                        Also in{' '}
                        <Link to={paths.adminIncident(incidentId)} className="font-mono text-primary underline underline-offset-4">
                          {reference}
                        </Link>
                      </Trans>
                    </span>
                  ))}
                </td>
                <td className="whitespace-nowrap px-3 py-2">{formatDate(trail.transactionDate)}</td>
                <td className="px-3 py-2">{formatStatusLabel(trail.status)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
