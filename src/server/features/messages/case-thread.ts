import { and, asc, eq, isNull } from 'drizzle-orm';
import type { StaffThread } from '@shared/messages/staff-schema';
import { formatCaseReference } from '@shared/format/case-reference';
import type { Db } from '../../kernel/db/client';
import { messages } from '../../kernel/db/schema/index';
import { findIncidentForViewer } from '../incidents/policy';
import { presentThreadMessage } from './present-thread-message';

/** A case's whole conversation for staff, oldest first, with the team's internal notes. */
export async function findCaseThread(db: Db, incidentId: number, adminId: number): Promise<StaffThread> {
  const { incident, platform } = await findIncidentForViewer(db, incidentId, { kind: 'staff', adminId });
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.recoveryId, incident.id))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  return {
    incidentId: incident.id,
    reference: formatCaseReference(incident.id),
    victimEmail: incident.victimEmail,
    platformName: platform.name,
    messages: rows.map(presentThreadMessage),
  };
}

/** Marks the victim's messages on a case as read by the team (opening the thread does this). */
export async function markCaseThreadRead(db: Db, incidentId: number, adminId: number, now: Date): Promise<number> {
  const { incident } = await findIncidentForViewer(db, incidentId, { kind: 'staff', adminId });
  const updated = await db
    .update(messages)
    .set({ readByStaffAt: now })
    .where(and(eq(messages.recoveryId, incident.id), eq(messages.senderType, 'user'), isNull(messages.readByStaffAt)))
    .returning({ id: messages.id });
  return updated.length;
}
