import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema/index';
import { findIncidentForViewer, type IncidentViewer } from '../incidents/policy';
import { presentMessage } from './present-message';

/** The conversation on a case the viewer may see, oldest first. */
export async function listCaseMessages(db: Db, input: { incidentId: number; viewer: IncidentViewer }) {
  const { incident } = await findIncidentForViewer(db, input.incidentId, input.viewer);
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.recoveryId, incident.id))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  return rows.map(presentMessage);
}
