import { formatDateTime } from '@shared/format/dates';
import { useOutboxSummary } from '../api/get-outbox';

const kindLabels: Record<string, string> = {
  verification: 'Verification link',
  search_link: 'Search results link',
  report_confirmation: 'Report confirmation',
  case_changed: 'Case changed',
  case_message: 'Message from the team',
  case_reply: 'Reply from the team',
  payout_decision: 'Payout decision',
  application_received: 'Application received',
  application_decision: 'Application decision',
  account_created: 'Account created',
  password_changed: 'Password changed',
  password_reset: 'Password reset link',
  email_changed: 'E-mail address changed',
  staff_password: 'Staff password link',
  alert: 'Alert to staff',
  mention: 'Mention in a note',
  watch_confirmation: 'News request confirmation',
  watch_news: 'News digest (Notify me)',
  bulk: 'Notification',
};

/**
 * Where the product's e-mail stands: every mail goes through the outbox, and this says what waits,
 * what went in the last hour, what failed (in the mail server's own words) and how long the
 * oldest has waited.
 */
export function OutboxPanel() {
  const outbox = useOutboxSummary();
  const data = outbox.data;
  return (
    <section aria-labelledby="outbox-heading" className="rounded-lg border border-border bg-card p-4">
      <h2 id="outbox-heading" className="mb-3 text-lg font-semibold">
        Mail outbox
      </h2>
      {data ? (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            {(
              [
                ['Waiting', (data.queued + data.sending).toLocaleString('en-US')],
                ['Sent in the last hour', data.sentLastHour.toLocaleString('en-US')],
                ['Failed', data.failed.toLocaleString('en-US')],
                ['Oldest waiting since', data.oldestWaitingAt ? formatDateTime(data.oldestWaitingAt) : 'Nothing waits'],
                ...(data.nextRetryAt ? ([['Next try', formatDateTime(data.nextRetryAt)]] as const) : []),
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-medium tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          {data.waitingBecause ? (
            <p className="mt-3 text-sm [overflow-wrap:anywhere]" role="status">
              Mail is waiting to be tried again. The mail server last said: {data.waitingBecause.response ?? 'nothing (no connection)'}
            </p>
          ) : null}
          {data.recentFailures.length > 0 ? (
            <>
              <h3 className="mt-4 mb-2 font-medium">Latest failures</h3>
              <ul className="flex flex-col gap-2 text-sm">
                {data.recentFailures.map((failure) => (
                  <li key={failure.id} className="rounded-md border border-border p-2">
                    <p>
                      {kindLabels[failure.kind] ?? failure.kind} to {failure.recipient}, {formatDateTime(failure.failedAt)}
                    </p>
                    {failure.response ? <p className="text-muted-foreground [overflow-wrap:anywhere]">The mail server said: {failure.response}</p> : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : (
        <p className="text-muted-foreground">{outbox.isPending ? 'Loading…' : 'Figures could not be loaded.'}</p>
      )}
    </section>
  );
}
