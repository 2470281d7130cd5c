import { staffMessageStatuses } from '@shared/messages/staff-schema';
import { ExportButton } from '@/staff/components/export-button';
import { ListToolbar } from '@/staff/components/list-toolbar';
import { Pagination } from '@/staff/components/pagination';
import { SectionHeader } from '@/staff/components/section-header';
import { listView } from '@/staff/lib/list-view';
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
  const view = listView({ params, update }, list);
  return (
    <>
      <SectionHeader title="Messages" description="Every message on every case, newest first." />
      <ListToolbar searchLabel="Search messages" searchPlaceholder="Search subject, text, sender, recipient or FR- reference" {...view.search} status={view.status('Show', statusOptions)} actions={<ExportButton list="messages" query={queryString} />} />
      <MessagesTable
        {...view.table({ caption: 'Messages', error: 'The messages could not be loaded. Try Refresh All or reload the page.', noMatch: 'No messages match this search.', none: 'No messages yet.' })}
      />
      <Pagination {...view.pager} noun="messages" />
      <ConversationDialog />
    </>
  );
}
