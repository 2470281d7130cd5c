import { conversationFilters } from '@shared/messages/staff-schema';
import { ListToolbar } from '@/staff/components/list-toolbar';
import { Pagination } from '@/staff/components/pagination';
import { SectionHeader } from '@/staff/components/section-header';
import { useListParams } from '@/staff/lib/use-list-params';
import { useConversations } from '../api/get-conversations';
import { ConversationDialog } from '../components/conversation-dialog';
import { ConversationsTable } from '../components/conversations-table';
import { NotifyVictimForm } from '../components/notify-victim-form';
import { RecentMessages } from '../components/recent-messages';

const filterLabels: Record<(typeof conversationFilters)[number], string> = { unread: 'Unread', waiting: 'Waiting for a reply' };
const statusOptions = [{ value: 'all', label: 'All' }, ...conversationFilters.map((value) => ({ value, label: filterLabels[value] }))];

/** /admin/communications: who waits for an answer, the latest messages, and a notice to one victim. */
export default function CommunicationsPage() {
  const { params, update, queryString } = useListParams({ sort: 'waiting' });
  const list = useConversations(queryString);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / params.pageSize));
  const filtered = params.q.trim() !== '' || params.status !== 'all';
  return (
    <>
      <SectionHeader title="Communications" description="Conversations with victims, the longest wait first. Open one to read and reply." />
      <div className="flex flex-col gap-6">
        <section aria-labelledby="conversations" className="flex flex-col gap-2">
          <h2 id="conversations" className="text-lg font-semibold">
            Conversations
          </h2>
          <ListToolbar
            searchLabel="Search conversations"
            searchPlaceholder="Search by FR- reference, e-mail or platform"
            q={params.q}
            onSearch={(q) => update({ q })}
            status={{ label: 'Show', value: params.status, options: statusOptions, onChange: (value) => update({ status: value }) }}
          />
          <ConversationsTable
            caption={`Conversations, page ${params.page} of ${pages}`}
            rows={list.data?.items}
            isLoading={list.isFetching}
            error={list.isError ? 'The conversations could not be loaded. Try Refresh All or reload the page.' : undefined}
            empty={filtered ? 'No conversations match this search.' : 'No conversations yet.'}
          />
          <Pagination
            page={params.page}
            pageSize={params.pageSize}
            total={list.data?.total}
            onPage={(page) => update({ page })}
            onPageSize={(pageSize) => update({ pageSize })}
            noun="conversations"
          />
        </section>
        <div className="flex flex-col gap-6">
          <RecentMessages />
          <NotifyVictimForm />
        </div>
      </div>
      <ConversationDialog />
    </>
  );
}
