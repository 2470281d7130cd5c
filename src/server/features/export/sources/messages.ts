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
  { key: 'id', header: (i18n) => i18n._({ id: 'csv.messages.id', message: 'ID' }), kind: 'integer', value: messages.id },
  { key: 'reference', header: (i18n) => i18n._({ id: 'csv.messages.reference', message: 'Case' }), kind: 'text', value: messages.recoveryId, present: caseReferenceSql },
  { key: 'createdAt', header: (i18n) => i18n._({ id: 'csv.messages.createdAt', message: 'Sent' }), kind: 'datetime', value: messages.createdAt },
  { key: 'sender', header: (i18n) => i18n._({ id: 'csv.messages.sender', message: 'Sender' }), kind: 'text', value: messages.sender },
  { key: 'recipient', header: (i18n) => i18n._({ id: 'csv.messages.recipient', message: 'Recipient' }), kind: 'text', value: messages.recipient },
  { key: 'senderType', header: (i18n) => i18n._({ id: 'csv.messages.senderType', message: 'Sender type' }), kind: 'text', value: messages.senderType },
  { key: 'staffName', header: (i18n) => i18n._({ id: 'csv.messages.staffName', message: 'Staff member' }), kind: 'text', value: messages.staffDisplayName },
  { key: 'internal', header: (i18n) => i18n._({ id: 'csv.messages.internal', message: 'Internal note' }), kind: 'boolean', value: messages.internal },
  { key: 'subject', header: (i18n) => i18n._({ id: 'csv.messages.subject', message: 'Subject' }), kind: 'text', value: messages.subject },
  { key: 'content', header: (i18n) => i18n._({ id: 'csv.messages.content', message: 'Message' }), kind: 'text', value: messages.content },
  { key: 'readByStaffAt', header: (i18n) => i18n._({ id: 'csv.messages.readByStaffAt', message: 'Read by staff' }), kind: 'datetime', value: messages.readByStaffAt },
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
