import { and, asc, eq } from 'drizzle-orm';
import { documents, messages } from '../../kernel/db/schema/index';
import { attachmentColumns, presentAttachment } from './message-attachment';
import { findIncidentForViewer, type IncidentViewer } from '../incidents/policy';
import { presentMessage } from './present-message';
import type { Dependencies } from '../../dependencies';

/**
 * The conversation on a case the viewer may see, oldest first: the victim's view, for staff too,
 * so it never holds the team's internal notes (staff read those in their own thread).
 */
export async function listCaseMessages(deps: Pick<Dependencies, 'db'>, input: { incidentId: number; viewer: IncidentViewer }) {
  const { db } = deps;
  const { incident } = await findIncidentForViewer(db, input);
  const rows = await db
    .select({ message: messages, attachment: attachmentColumns })
    .from(messages)
    .leftJoin(documents, eq(documents.id, messages.documentId))
    .where(and(eq(messages.recoveryId, incident.id), eq(messages.internal, false)))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  return rows.map((row) => presentMessage(row.message, presentAttachment(row.attachment)));
}
