import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDateTime, formatNumber } from '@/lib/i18n/format';
import { useOutboxSummary } from '../api/get-outbox';

const kindLabels: Record<string, MessageDescriptor> = {
  verification: msg`Verification link`,
  search_link: msg`Search results link`,
  report_confirmation: msg`Report confirmation`,
  case_changed: msg`Case changed`,
  case_message: msg`Message from the team`,
  case_reply: msg`Reply from the team`,
  payout_decision: msg`Payout decision`,
  application_received: msg`Application received`,
  application_decision: msg`Application decision`,
  account_created: msg`Account created`,
  password_changed: msg`Password changed`,
  password_reset: msg`Password reset link`,
  email_changed: msg`E-mail address changed`,
  staff_password: msg`Staff password link`,
  alert: msg`Alert to staff`,
  mention: msg`Mention in a note`,
  watch_confirmation: msg`News request confirmation`,
  watch_news: msg`News digest (Notify me)`,
  bulk: msg`Notification`,
};

/**
 * Where the product's e-mail stands: every mail goes through the outbox, and this says what waits,
 * what went in the last hour, what failed (in the mail server's own words) and how long the
 * oldest has waited.
 */
export function OutboxPanel() {
  const { t, i18n } = useLingui();
  const outbox = useOutboxSummary();
  const data = outbox.data;
  const kindOf = (kind: string) => {
    const label = kindLabels[kind];
    return label ? i18n._(label) : kind;
  };
  const lastSaid = data?.waitingBecause?.response ?? t`nothing (no connection)`;
  return (
    <section aria-labelledby="outbox-heading" className="rounded-lg border border-border bg-card p-4">
      <h2 id="outbox-heading" className="mb-3 text-lg font-semibold">
        <Trans>Mail outbox</Trans>
      </h2>
      {data ? (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            {(
              [
                [t`Waiting`, formatNumber(data.queued + data.sending)],
                [t`Sent in the last hour`, formatNumber(data.sentLastHour)],
                [t`Failed`, formatNumber(data.failed)],
                [t`Oldest waiting since`, data.oldestWaitingAt ? formatDateTime(data.oldestWaitingAt) : t`Nothing waits`],
                ...(data.nextRetryAt ? [[t`Next try`, formatDateTime(data.nextRetryAt)]] : []),
              ] as [string, string][]
            ).map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-medium tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          {data.waitingBecause ? (
            <p className="mt-3 text-sm [overflow-wrap:anywhere]" role="status">
              {t`Mail is waiting to be tried again. The mail server last said: ${lastSaid}`}
            </p>
          ) : null}
          {data.recentFailures.length > 0 ? (
            <>
              <h3 className="mt-4 mb-2 font-medium">
                <Trans>Latest failures</Trans>
              </h3>
              <ul className="flex flex-col gap-2 text-sm">
                {data.recentFailures.map((failure) => {
                  const kind = kindOf(failure.kind);
                  const recipient = failure.recipient;
                  const failedAt = formatDateTime(failure.failedAt);
                  const response = failure.response;
                  return (
                    <li key={failure.id} className="rounded-md border border-border p-2">
                      <p>{t`${kind} to ${recipient}, ${failedAt}`}</p>
                      {response ? <p className="text-muted-foreground [overflow-wrap:anywhere]">{t`The mail server said: ${response}`}</p> : null}
                    </li>
                  );
                })}
              </ul>
            </>
          ) : null}
        </>
      ) : (
        <p className="text-muted-foreground">{outbox.isPending ? t`Loading…` : t`Figures could not be loaded.`}</p>
      )}
    </section>
  );
}
