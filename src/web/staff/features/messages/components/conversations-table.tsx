import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import type { Conversation } from '@shared/messages/staff-schema';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/i18n/format';
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
  const { t } = useLingui();
  const columns: Column<Conversation>[] = [
    {
      key: 'case',
      header: t`Case`,
      cell: (c) => (
        <div className="min-w-36">
          <div className="font-mono whitespace-nowrap">{c.reference}</div>
          <div className="text-muted-foreground">{c.platformName}</div>
        </div>
      ),
    },
    { key: 'victim', header: t`Victim`, cell: (c) => <span className="break-all">{c.victimEmail}</span> },
    { key: 'last', header: t`Last message`, cell: (c) => <span className="whitespace-nowrap">{formatDateTime(c.lastMessageAt)}</span> },
    {
      key: 'unread',
      header: t`Unread`,
      cell: (c) => {
        const unread = c.unread;
        return unread > 0 ? (
          <Badge tone="blue">
            <Trans>{unread} unread</Trans>
          </Badge>
        ) : (
          <span className="text-muted-foreground">
            <Trans>None</Trans>
          </span>
        );
      },
    },
    {
      key: 'waiting',
      header: t`Reply`,
      cell: (c) =>
        c.waitingSince ? (
          <span className="whitespace-nowrap font-medium">{waitingText(c.waitingSince)}</span>
        ) : (
          <span className="text-muted-foreground">
            <Trans>Answered</Trans>
          </span>
        ),
    },
    {
      key: 'actions',
      header: t`Actions`,
      cell: (c) => {
        const reference = c.reference;
        return (
          <Button size="sm" variant="outline" asChild>
            <Link to={linkTo(c.incidentId)} aria-label={t`Open the conversation on ${reference}`} data-open-conversation={c.incidentId}>
              <Trans>Open</Trans>
            </Link>
          </Button>
        );
      },
    },
  ];
  return <DataTable {...table} columns={columns} rowKey={(c) => c.incidentId} />;
}
