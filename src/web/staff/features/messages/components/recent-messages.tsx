import { formatDateTime } from '@shared/format/dates';
import type { StaffMessage } from '@shared/messages/staff-schema';
import { DataTable, type Column } from '@/staff/components/data-table';
import { useRecentMessages } from '../api/get-staff-messages';

const columns: Column<StaffMessage>[] = [
  {
    key: 'subject',
    header: 'Subject',
    cell: (m) => (
      <div className="min-w-40">
        <div className="font-medium">{m.subject ?? <span className="text-muted-foreground">No subject</span>}</div>
        <div className="font-mono text-xs text-muted-foreground">{m.reference}</div>
      </div>
    ),
  },
  { key: 'sender', header: 'Sender', cell: (m) => <span className="break-all">{m.internal ? `${m.sender} (internal note)` : m.sender}</span> },
  { key: 'recipient', header: 'Recipient', cell: (m) => <span className="break-all">{m.recipient}</span> },
  { key: 'date', header: 'Date', cell: (m) => <span className="whitespace-nowrap">{formatDateTime(m.createdAt)}</span> },
];

/** The spec's five most recent messages: subject, sender, recipient and date. */
export function RecentMessages() {
  const recent = useRecentMessages();
  return (
    <section aria-labelledby="recent-messages" className="flex flex-col gap-2">
      <h2 id="recent-messages" className="text-lg font-semibold">
        Recent messages
      </h2>
      <DataTable
        caption="The five most recent messages"
        columns={columns}
        rows={recent.data?.items}
        rowKey={(m) => m.id}
        isLoading={recent.isFetching}
        error={recent.isError ? 'The messages could not be loaded. Try Refresh All or reload the page.' : undefined}
        empty="No messages yet."
      />
    </section>
  );
}
