import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffMessage } from '@shared/messages/staff-schema';
import { formatDateTime } from '@/lib/i18n/format';
import { DataTable, type Column } from '@/staff/components/data-table';
import { useRecentMessages } from '../api/get-staff-messages';

/** The spec's five most recent messages: subject, sender, recipient and date. */
export function RecentMessages() {
  const recent = useRecentMessages();
  const { t } = useLingui();
  const columns: Column<StaffMessage>[] = [
    {
      key: 'subject',
      header: t`Subject`,
      cell: (m) => (
        <div className="min-w-40">
          <div className="font-medium">
            {m.subject ?? (
              <span className="text-muted-foreground">
                <Trans>No subject</Trans>
              </span>
            )}
          </div>
          <div className="font-mono text-xs text-muted-foreground">{m.reference}</div>
        </div>
      ),
    },
    {
      key: 'sender',
      header: t`Sender`,
      cell: (m) => {
        const sender = m.sender;
        return <span className="break-all">{m.internal ? t`${sender} (internal note)` : sender}</span>;
      },
    },
    { key: 'recipient', header: t`Recipient`, cell: (m) => <span className="break-all">{m.recipient}</span> },
    { key: 'date', header: t`Date`, cell: (m) => <span className="whitespace-nowrap">{formatDateTime(m.createdAt)}</span> },
  ];
  return (
    <section aria-labelledby="recent-messages" className="flex flex-col gap-2">
      <h2 id="recent-messages" className="text-lg font-semibold">
        <Trans>Recent messages</Trans>
      </h2>
      <DataTable
        caption={t`The five most recent messages`}
        columns={columns}
        rows={recent.data?.items}
        rowKey={(m) => m.id}
        isLoading={recent.isFetching}
        error={recent.isError ? t`The messages could not be loaded. Try Refresh All or reload the page.` : undefined}
        empty={t`No messages yet.`}
      />
    </section>
  );
}
