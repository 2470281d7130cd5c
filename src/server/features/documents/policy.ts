import { and, isNull, or, sql, type SQL } from 'drizzle-orm';
import { documents } from '../../kernel/db/schema/index';
import { confirmedReportsOf, type IncidentViewer } from '../incidents/policy';

/**
 * The documents a viewer may download, as a condition on documents left-joined to their incident.
 * A file on a case is the case owner's (D18: only once the report is confirmed); a file on no case
 * is its uploader's; staff may download every file.
 */
export function documentsVisibleTo(viewer: IncidentViewer): SQL | undefined {
  if (viewer.kind === 'staff') return undefined;
  return or(and(isNull(documents.recoveryId), sql`lower(${documents.userEmail}) = ${viewer.email}`), confirmedReportsOf(viewer.email));
}
