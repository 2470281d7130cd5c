import { staffMessageStatuses } from '@shared/messages/staff-schema';
import { ExportButton } from '@/staff/components/export-button';
import { ListToolbar } from '@/staff/components/list-toolbar';
import { Pagination } from '@/staff/components/pagination';
import { SectionHeader } from '@/staff/components/section-header';
import { useListParams } from '@/staff/lib/use-list-params';
import { useStaffMessages } from '../api/get-staff-messages';
import { ConversationDialog } from '../components/conversation-dialog';
import { MessagesTable } from '../components/messages-table';

const statusOptions = [
  { value: 'all', label: 'All' },
  ...staffMessageStatuses.map((value) => ({ value, label: value === 'unread' ? 'Unread' : 'Read' })),
];

/** /admin/messages (no sidebar entry, as the spec has it): every message, searchable. */
export default function MessagesPage() {
  const { params, update, queryString } = useListParams({ sort: 'newest' });
  const list = useStaffMessages(queryString);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / params.pageSize));
  const filtered = params.q.trim() !== '' || params.status !== 'all';
  return (
    <>
      <SectionHeader title="Messages" description="Every message on every case, newest first." />
      <ListToolbar
        searchLabel="Search messages"
        searchPlaceholder="Search subject, text, sender, recipient or FR- reference"
        q={params.q}
        onSearch={(q) => update({ q })}
        status={{ label: 'Show', value: params.status, options: statusOptions, onChange: (value) => update({ status: value }) }}
        actions={<ExportButton list="messages" query={queryString} />}
      />
      <MessagesTable
        caption={`Messages, page ${params.page} of ${pages}`}
        rows={list.data?.items}
        isLoading={list.isFetching}
        error={list.isError ? 'The messages could not be loaded. Try Refresh All or reload the page.' : undefined}
        empty={filtered ? 'No messages match this search.' : 'No messages yet.'}
      />
      <Pagination
        page={params.page}
        pageSize={params.pageSize}
        total={list.data?.total}
        onPage={(page) => update({ page })}
        onPageSize={(pageSize) => update({ pageSize })}
        noun="messages"
      />
      <ConversationDialog />
    </>
  );
}
