import { and, asc, eq, isNull } from 'drizzle-orm';
import type { StaffThread } from '@shared/messages/staff-schema';
import { formatCaseReference } from '@shared/format/case-reference';
import type { Dependencies } from '../../dependencies';
import { documents, messages } from '../../kernel/db/schema/index';
import { attachmentColumns, presentAttachment } from './message-attachment';
import { findIncidentForViewer } from '../incidents/policy';
import { presentThreadMessage } from './present-thread-message';

/** A case's whole conversation for staff, oldest first, with the team's internal notes. */
export async function findCaseThread(deps: Pick<Dependencies, 'db'>, input: { incidentId: number; adminId: number }): Promise<StaffThread> {
  const { db } = deps;
  const { incident, platform } = await findIncidentForViewer(db, { incidentId: input.incidentId, viewer: { kind: 'staff', adminId: input.adminId } });
  const rows = await db
    .select({ message: messages, attachment: attachmentColumns })
    .from(messages)
    .leftJoin(documents, eq(documents.id, messages.documentId))
    .where(eq(messages.recoveryId, incident.id))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  return {
    incidentId: incident.id,
    reference: formatCaseReference(incident.id),
    victimEmail: incident.victimEmail,
    platformName: platform.name,
    messages: rows.map((row) => presentThreadMessage(row.message, presentAttachment(row.attachment))),
  };
}

/** Marks the victim's messages on a case as read by the team (opening the thread does this). */
export async function markCaseThreadRead(deps: Pick<Dependencies, 'db' | 'clock'>, input: { incidentId: number; adminId: number }): Promise<number> {
  const { db } = deps;
  const { incident } = await findIncidentForViewer(db, { incidentId: input.incidentId, viewer: { kind: 'staff', adminId: input.adminId } });
  const updated = await db
    .update(messages)
    .set({ readByStaffAt: deps.clock() })
    .where(and(eq(messages.recoveryId, incident.id), eq(messages.senderType, 'user'), isNull(messages.readByStaffAt)))
    .returning({ id: messages.id });
  return updated.length;
}
