import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { documents } from '../../kernel/db/schema/index';
import { findIncidentForViewer, type IncidentViewer } from '../incidents/policy';
import { presentDocument } from './present-document';

/** The documents on a case the viewer may see, newest first. */
export async function listCaseDocuments(db: Db, input: { incidentId: number; viewer: IncidentViewer }) {
  const { incident } = await findIncidentForViewer(db, input);
  const rows = await db
    .select()
    .from(documents)
    .where(eq(documents.recoveryId, incident.id))
    .orderBy(desc(documents.uploadDate), desc(documents.id));
  return rows.map(presentDocument);
}
