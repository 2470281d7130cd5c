import { formatDate } from '@shared/format/dates';
import type { IncidentMoneyTrail } from '@shared/incidents/admin-schema';
import { formatStatusLabel } from '@shared/incidents/status';

/**
 * The case's money trails, read-only here (they are edited in Money Trails). D16: each amount
 * keeps its own currency and they are never added together.
 */
export function MoneyTrailsList({ trails }: { trails: IncidentMoneyTrail[] }) {
  if (trails.length === 0) return <p className="text-muted-foreground">No money trails linked to this case.</p>;
  return (
    <div className="overflow-x-auto rounded-md border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Money trails linked to this case</caption>
        <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">Type</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">Amount</th>
            <th scope="col" className="px-3 py-2 font-medium">From → to</th>
            <th scope="col" className="px-3 py-2 font-medium">Date</th>
            <th scope="col" className="px-3 py-2 font-medium">Status</th>
          </tr>
        </thead>
        <tbody>
          {trails.map((trail) => (
            <tr key={trail.id} className="border-t border-border align-top">
              <td className="px-3 py-2">{formatStatusLabel(trail.transactionType)}</td>
              <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                {trail.amount} {trail.currency}
              </td>
              <td className="break-all px-3 py-2">
                {trail.fromAccount ?? 'Unknown'} → {trail.toAccount}
              </td>
              <td className="whitespace-nowrap px-3 py-2">{formatDate(trail.transactionDate)}</td>
              <td className="px-3 py-2">{formatStatusLabel(trail.status)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
