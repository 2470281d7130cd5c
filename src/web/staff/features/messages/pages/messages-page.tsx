import { useLingui } from '@lingui/react/macro';
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

/** /admin/messages (no sidebar entry, as the spec has it): every message, searchable. */
export default function MessagesPage() {
  const { t } = useLingui();
  const statusOptions = [{ value: 'all', label: t`All` }, ...staffMessageStatuses.map((value) => ({ value, label: value === 'unread' ? t`Unread` : t`Read` }))];
  const { params, update, queryString } = useListParams({ sort: 'newest' });
  const list = useStaffMessages(queryString);
  const view = listView({ params, update }, list);
  return (
    <>
      <SectionHeader title={t`Messages`} description={t`Every message on every case, newest first.`} />
      <ListToolbar searchLabel={t`Search messages`} searchPlaceholder={t`Search subject, text, sender, recipient or FR- reference`} {...view.search} status={view.status(t`Show`, statusOptions)} actions={<ExportButton list="messages" query={queryString} />} />
      <MessagesTable
        {...view.table({ caption: t`Messages`, error: t`The messages could not be loaded. Try Refresh All or reload the page.`, noMatch: t`No messages match this search.`, none: t`No messages yet.` })}
      />
      <Pagination {...view.pager} noun={t`messages`} />
      <ConversationDialog />
    </>
  );
}
