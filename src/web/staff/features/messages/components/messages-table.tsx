import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { StaffMessage } from '@shared/messages/staff-schema';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/i18n/format';
import { DataTable, type Column, type TableState } from '@/staff/components/data-table';
import { useConversationLink } from './conversations-table';

/** Every message, newest first; each opens its case's conversation. */
export function MessagesTable(table: TableState<StaffMessage>) {
  const linkTo = useConversationLink();
  const { t } = useLingui();
  const columns: Column<StaffMessage>[] = [
    {
      key: 'case',
      header: t`Case`,
      cell: (m) => (
        <Link className="font-mono whitespace-nowrap text-primary underline underline-offset-4" to={linkTo(m.recoveryId)} data-open-conversation={m.recoveryId}>
          {m.reference}
        </Link>
      ),
    },
    {
      key: 'from',
      header: t`From`,
      cell: (m) => (
        <div className="min-w-36 break-all">
          {m.sender}
          {m.staffName ? <div className="text-muted-foreground">{m.staffName}</div> : null}
        </div>
      ),
    },
    { key: 'to', header: t`To`, cell: (m) => <span className="break-all">{m.recipient}</span> },
    {
      key: 'message',
      header: t`Message`,
      cell: (m) => (
        <div className="min-w-56 max-w-xl">
          {m.internal ? (
            <Badge tone="yellow" className="mb-1">
              <Trans>Internal note</Trans>
            </Badge>
          ) : null}
          {m.subject ? <div className="font-medium">{m.subject}</div> : null}
          <p className="line-clamp-2 whitespace-pre-line break-words">{m.content}</p>
        </div>
      ),
    },
    {
      key: 'read',
      header: t`Read`,
      cell: (m) =>
        m.senderType === 'user' && !m.readByStaffAt ? (
          <Badge tone="blue">
            <Trans>Unread</Trans>
          </Badge>
        ) : (
          <span className="text-muted-foreground">
            <Trans>Read</Trans>
          </span>
        ),
    },
    { key: 'date', header: t`Date`, cell: (m) => <span className="whitespace-nowrap">{formatDateTime(m.createdAt)}</span> },
  ];
  return <DataTable {...table} columns={columns} rowKey={(m) => m.id} />;
}
