import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { conversationFilters } from '@shared/messages/staff-schema';
import { ListToolbar } from '@/staff/components/list-toolbar';
import { Pagination } from '@/staff/components/pagination';
import { SectionHeader } from '@/staff/components/section-header';
import { listView } from '@/staff/lib/list-view';
import { useListParams } from '@/staff/lib/use-list-params';
import { useConversations } from '../api/get-conversations';
import { ConversationDialog } from '../components/conversation-dialog';
import { ConversationsTable } from '../components/conversations-table';
import { NotifyVictimForm } from '../components/notify-victim-form';
import { RecentMessages } from '../components/recent-messages';

const filterLabels: Record<(typeof conversationFilters)[number], MessageDescriptor> = { unread: msg`Unread`, waiting: msg`Waiting for a reply` };

/** /admin/communications: who waits for an answer, the latest messages, and a notice to one victim. */
export default function CommunicationsPage() {
  const { t, i18n } = useLingui();
  const statusOptions = [{ value: 'all', label: t`All` }, ...conversationFilters.map((value) => ({ value, label: i18n._(filterLabels[value]) }))];
  const { params, update, queryString } = useListParams({ sort: 'waiting' });
  const list = useConversations(queryString);
  const view = listView({ params, update }, list);
  return (
    <>
      <SectionHeader title={t`Communications`} description={t`Conversations with victims, the longest wait first. Open one to read and reply.`} />
      <div className="flex flex-col gap-6">
        <section aria-labelledby="conversations" className="flex flex-col gap-2">
          <h2 id="conversations" className="text-lg font-semibold">
            <Trans>Conversations</Trans>
          </h2>
          <ListToolbar searchLabel={t`Search conversations`} searchPlaceholder={t`Search by FR- reference, e-mail or platform`} {...view.search} status={view.status(t`Show`, statusOptions)} />
          <ConversationsTable
            {...view.table({ caption: t`Conversations`, error: t`The conversations could not be loaded. Try Refresh All or reload the page.`, noMatch: t`No conversations match this search.`, none: t`No conversations yet.` })}
          />
          <Pagination {...view.pager} noun={t`conversations`} />
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
