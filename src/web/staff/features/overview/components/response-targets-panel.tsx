import { Trans } from '@lingui/react/macro';
import { plural, t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { formatQueueCount } from '@/staff/lib/queue-count';
import { useResponseClocks } from '../api/get-response-clocks';

const hours = (n: number) => (n === 0 ? t`no target` : plural(n, { one: '# hour', other: '# hours' }));

/**
 * The response targets at a glance (issue 26): how many open cases are overdue or due soon, each a
 * link to the incidents list so filtered, and what the targets are.
 */
export function ResponseTargetsPanel() {
  const clocks = useResponseClocks();
  const data = clocks.data;
  const firstReply = data ? hours(data.targets.first_reply) : '';
  const nextReply = data ? hours(data.targets.next_reply) : '';
  const documentReview = data ? hours(data.targets.document_review) : '';
  return (
    <section aria-labelledby="targets-heading" className="rounded-lg border border-border bg-card p-4">
      <h2 id="targets-heading" className="mb-3 text-lg font-semibold">
        <Trans>Response targets</Trans>
      </h2>
      {data ? (
        <>
          <ul className="flex flex-col gap-2">
            <li>
              <Link to={`${paths.adminIncidents}?due=overdue`} className="flex items-baseline justify-between gap-3 text-primary underline-offset-4 hover:underline">
                <span>
                  <Trans>Overdue</Trans>
                </span>
                <span className="text-xl font-semibold tabular-nums">{formatQueueCount(data.overdue)}</span>
              </Link>
            </li>
            <li>
              <Link to={`${paths.adminIncidents}?due=soon`} className="flex items-baseline justify-between gap-3 text-primary underline-offset-4 hover:underline">
                <span>
                  <Trans>Due soon</Trans>
                </span>
                <span className="text-xl font-semibold tabular-nums">{formatQueueCount(data.dueSoon)}</span>
              </Link>
            </li>
          </ul>
          <p className="mt-3 text-sm text-muted-foreground">
            <Trans>
              First reply within {firstReply}, next reply within {nextReply}, document review within {documentReview}. Clocks pause while a case waits
              on the victim.
            </Trans>
          </p>
        </>
      ) : (
        <p className="text-muted-foreground">{clocks.isError ? t`The targets could not be loaded.` : t`Loading…`}</p>
      )}
    </section>
  );
}
