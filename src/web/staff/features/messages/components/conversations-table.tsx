import { Link, useLocation } from 'react-router';
import type { Conversation } from '@shared/messages/staff-schema';
import { formatDateTime } from '@shared/format/dates';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type Column, type TableState } from '@/staff/components/data-table';
import { waitingText } from '../lib/waiting-time';

/** Where focus returns when a conversation closes: the row's Open link. */
export const openLinkOf = (incidentId: number) => document.querySelector<HTMLElement>(`[data-open-conversation="${incidentId}"]`);

/** A link that opens a case's conversation over the current page, keeping its filters. */
export function useConversationLink() {
  const { pathname, search } = useLocation();
  return (incidentId: number) => {
    const params = new URLSearchParams(search);
    params.set('case', String(incidentId));
    return { pathname, search: `?${params}` };
  };
}

/** One row per case: who waits, for how long, and how much is unread. */
export function ConversationsTable(table: TableState<Conversation>) {
  const linkTo = useConversationLink();
  const columns: Column<Conversation>[] = [
    {
      key: 'case',
      header: 'Case',
      cell: (c) => (
        <div className="min-w-36">
          <div className="font-mono whitespace-nowrap">{c.reference}</div>
          <div className="text-muted-foreground">{c.platformName}</div>
        </div>
      ),
    },
    { key: 'victim', header: 'Victim', cell: (c) => <span className="break-all">{c.victimEmail}</span> },
    { key: 'last', header: 'Last message', cell: (c) => <span className="whitespace-nowrap">{formatDateTime(c.lastMessageAt)}</span> },
    {
      key: 'unread',
      header: 'Unread',
      cell: (c) => (c.unread > 0 ? <Badge tone="blue">{c.unread} unread</Badge> : <span className="text-muted-foreground">None</span>),
    },
    {
      key: 'waiting',
      header: 'Reply',
      cell: (c) =>
        c.waitingSince ? (
          <span className="whitespace-nowrap font-medium">{waitingText(c.waitingSince)}</span>
        ) : (
          <span className="text-muted-foreground">Answered</span>
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (c) => (
        <Button size="sm" variant="outline" asChild>
          <Link to={linkTo(c.incidentId)} aria-label={`Open the conversation on ${c.reference}`} data-open-conversation={c.incidentId}>
            Open
          </Link>
        </Button>
      ),
    },
  ];
  return <DataTable {...table} columns={columns} rowKey={(c) => c.incidentId} />;
}
