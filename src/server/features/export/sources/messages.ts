import { staffMessageListQuerySchema, type StaffMessageListQuery } from '@shared/messages/staff-schema';
import { and } from 'drizzle-orm';
import { messages } from '../../../kernel/db/schema/index';
import { messageFilter } from '../../messages/list-staff-messages';
import { caseReferenceSql, type ExportColumn } from '../export-columns';
import type { ExportSource } from '../export-source';

// Every message the list shows, with its words, the team's internal notes included and marked: any
// staff member reads them all in the Messages list already, so the file tells nobody more than the
// screen does. The e-mails about a message never carry its words (D19); this file is staff's.
const columns: ExportColumn[] = [
  { key: 'id', header: 'ID', kind: 'integer', value: messages.id },
  { key: 'reference', header: 'Case', kind: 'text', value: messages.recoveryId, present: caseReferenceSql },
  { key: 'createdAt', header: 'Sent', kind: 'datetime', value: messages.createdAt },
  { key: 'sender', header: 'Sender', kind: 'text', value: messages.sender },
  { key: 'recipient', header: 'Recipient', kind: 'text', value: messages.recipient },
  { key: 'senderType', header: 'Sender type', kind: 'text', value: messages.senderType },
  { key: 'staffName', header: 'Staff member', kind: 'text', value: messages.staffDisplayName },
  { key: 'internal', header: 'Internal note', kind: 'boolean', value: messages.internal },
  { key: 'subject', header: 'Subject', kind: 'text', value: messages.subject },
  { key: 'content', header: 'Message', kind: 'text', value: messages.content },
  { key: 'readByStaffAt', header: 'Read by staff', kind: 'datetime', value: messages.readByStaffAt },
];

export const messagesExport: ExportSource<StaffMessageListQuery> = {
  querySchema: staffMessageListQuerySchema,
  access: 'staff',
  ownCasesOnly: true,
  columns,
  rows(db, query, select, ownCases) {
    const { where, orderBy } = messageFilter(query);
    return db.select(select).from(messages).where(ownCases ? and(where, ownCases(messages.recoveryId)) : where).orderBy(...orderBy).getSQL();
  },
};
