import { and, asc, count, desc, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { StaffMessageListQuery, StaffMessageListSort, StaffMessagePage } from '@shared/messages/staff-schema';
import { formatCaseReference } from '@shared/format/case-reference';
import { messages } from '../../kernel/db/schema/index';
import { ilikeContains, pageWindow } from '../../kernel/lists/paging';
import { incidentIdOfReference } from '../incidents/list-staff-incidents';
import type { Dependencies } from '../../dependencies';

// The id breaks ties so a page boundary never repeats or skips a row.
const orderings: Record<StaffMessageListSort, SQL[]> = {
  newest: [desc(messages.createdAt), desc(messages.id)],
  oldest: [asc(messages.createdAt), asc(messages.id)],
};

function searchCondition(term: string): SQL {
  const byText = or(
    ilikeContains(messages.subject, term),
    ilikeContains(messages.content, term),
    ilikeContains(messages.sender, term),
    ilikeContains(messages.recipient, term),
  )!;
  const incidentId = incidentIdOfReference(term);
  return incidentId === null ? byText : or(eq(messages.recoveryId, incidentId), byText)!;
}

/** The WHERE and ORDER BY of a query: the list and the export read the same rows. */
export function messageFilter(query: Pick<StaffMessageListQuery, 'q' | 'status' | 'sort'>): { where: SQL | undefined; orderBy: SQL[] } {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(searchCondition(query.q));
  if (query.status === 'unread') conditions.push(isNull(messages.readByStaffAt));
  if (query.status === 'read') conditions.push(isNotNull(messages.readByStaffAt));
  return { where: conditions.length ? and(...conditions) : undefined, orderBy: orderings[query.sort] };
}

/** One page of every case's messages for staff, searched, filtered and sorted in the database. */
export async function listStaffMessages(deps: Pick<Dependencies, 'db'>, query: StaffMessageListQuery): Promise<StaffMessagePage> {
  const { db } = deps;
  const { where, orderBy } = messageFilter(query);
  const { limit, offset } = pageWindow(query);

  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: messages.id,
        recoveryId: messages.recoveryId,
        sender: messages.sender,
        recipient: messages.recipient,
        subject: messages.subject,
        content: messages.content,
        senderType: messages.senderType,
        internal: messages.internal,
        staffName: messages.staffDisplayName,
        readByStaffAt: messages.readByStaffAt,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(messages).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      reference: formatCaseReference(row.recoveryId),
      readByStaffAt: row.readByStaffAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.value ?? 0,
  };
}
