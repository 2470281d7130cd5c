import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { formatQueueCount } from '@/staff/lib/queue-count';
import { useResponseClocks } from '../api/get-response-clocks';

const hours = (n: number) => (n === 0 ? 'no target' : n === 1 ? '1 hour' : `${n} hours`);

/**
 * The response targets at a glance (issue 26): how many open cases are overdue or due soon, each a
 * link to the incidents list so filtered, and what the targets are.
 */
export function ResponseTargetsPanel() {
  const clocks = useResponseClocks();
  const data = clocks.data;
  return (
    <section aria-labelledby="targets-heading" className="rounded-lg border border-border bg-card p-4">
      <h2 id="targets-heading" className="mb-3 text-lg font-semibold">
        Response targets
      </h2>
      {data ? (
        <>
          <ul className="flex flex-col gap-2">
            <li>
              <Link to={`${paths.adminIncidents}?due=overdue`} className="flex items-baseline justify-between gap-3 text-primary underline-offset-4 hover:underline">
                <span>Overdue</span>
                <span className="text-xl font-semibold tabular-nums">{formatQueueCount(data.overdue)}</span>
              </Link>
            </li>
            <li>
              <Link to={`${paths.adminIncidents}?due=soon`} className="flex items-baseline justify-between gap-3 text-primary underline-offset-4 hover:underline">
                <span>Due soon</span>
                <span className="text-xl font-semibold tabular-nums">{formatQueueCount(data.dueSoon)}</span>
              </Link>
            </li>
          </ul>
          <p className="mt-3 text-sm text-muted-foreground">
            First reply within {hours(data.targets.first_reply)}, next reply within {hours(data.targets.next_reply)}, document review within{' '}
            {hours(data.targets.document_review)}. Clocks pause while a case waits on the victim.
          </p>
        </>
      ) : (
        <p className="text-muted-foreground">{clocks.isError ? 'The targets could not be loaded.' : 'Loading…'}</p>
      )}
    </section>
  );
}
