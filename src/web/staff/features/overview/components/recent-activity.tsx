import { Trans } from '@lingui/react/macro';
import { formatDateTime } from '@/lib/i18n/format';
import { actionText, actorText } from '@/staff/components/audit-labels';
import { AuditRecordLink } from '@/staff/components/audit-record-link';
import { useRecentActivity } from '../api/get-recent-activity';

/** The last ten changes from the audit log: who, what, which record, when. */
export function RecentActivity() {
  const activity = useRecentActivity();
  return (
    <section aria-labelledby="recent-activity-heading" className="rounded-lg border border-border bg-card p-4">
      <h2 id="recent-activity-heading" className="mb-3 text-lg font-semibold">
        <Trans>Recent activity</Trans>
      </h2>
      {activity.isPending ? (
        <p className="text-muted-foreground">
          <Trans>Loading…</Trans>
        </p>
      ) : activity.isError ? (
        <p className="text-muted-foreground">
          <Trans>Recent activity could not be loaded.</Trans>
        </p>
      ) : activity.data.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>Nothing has been changed yet.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {activity.data.map((item) => (
            <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
              <span>
                <span className="font-medium">{actorText(item)}</span> {actionText(item.action)}{' '}
                <AuditRecordLink entityType={item.entityType} entityId={item.entityId} />
              </span>
              <time dateTime={item.createdAt} className="text-sm text-muted-foreground">
                {formatDateTime(item.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
