import { desc, eq } from 'drizzle-orm';
import { documents } from '../../kernel/db/schema/index';
import { findIncidentForViewer, type IncidentViewer } from '../incidents/policy';
import { presentDocument } from './present-document';
import type { Dependencies } from '../../dependencies';

/** The documents on a case the viewer may see, newest first. */
export async function listCaseDocuments(deps: Pick<Dependencies, 'db'>, input: { incidentId: number; viewer: IncidentViewer }) {
  const { db } = deps;
  const { incident } = await findIncidentForViewer(db, input);
  const rows = await db
    .select()
    .from(documents)
    .where(eq(documents.recoveryId, incident.id))
    .orderBy(desc(documents.uploadDate), desc(documents.id));
  return rows.map(presentDocument);
}
