import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { StaffDocumentListQuery, StaffDocumentListSort, StaffDocumentPage } from '@shared/documents/staff-schema';
import { formatCaseReference } from '@shared/format/case-reference';
import { staffUsers, documents } from '../../kernel/db/schema/index';
import { ilikeContains, pageWindow } from '../../kernel/lists/paging';
import { incidentIdOfReference } from '../incidents/list-staff-incidents';
import type { Dependencies } from '../../dependencies';

// The id breaks ties so a page boundary never repeats or skips a row.
const orderings: Record<StaffDocumentListSort, SQL[]> = {
  newest: [desc(documents.uploadDate), desc(documents.id)],
  oldest: [asc(documents.uploadDate), asc(documents.id)],
  name: [asc(documents.filename), asc(documents.id)],
};

function searchCondition(term: string): SQL {
  const byText = or(ilikeContains(documents.filename, term), ilikeContains(documents.userEmail, term))!;
  const incidentId = incidentIdOfReference(term);
  return incidentId === null ? byText : or(eq(documents.recoveryId, incidentId), byText)!;
}

/** The WHERE and ORDER BY of a query: the list and the export read the same rows. */
export function documentFilter(query: Pick<StaffDocumentListQuery, 'q' | 'status' | 'sort'>): { where: SQL | undefined; orderBy: SQL[] } {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(searchCondition(query.q));
  if (query.status !== 'all') conditions.push(eq(documents.status, query.status));
  return { where: conditions.length ? and(...conditions) : undefined, orderBy: orderings[query.sort] };
}

/**
 * One page of every case's documents for staff, searched, filtered and sorted in the database. Only
 * the listed columns are read: never the storage key, the hash or the file (D9).
 */
export async function listStaffDocuments(deps: Pick<Dependencies, 'db'>, query: StaffDocumentListQuery): Promise<StaffDocumentPage> {
  const { db } = deps;
  const { where, orderBy } = documentFilter(query);
  const { limit, offset } = pageWindow(query);

  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: documents.id,
        originalName: documents.filename,
        fileType: documents.mimeType,
        fileSize: documents.sizeBytes,
        status: documents.status,
        category: documents.category,
        recoveryId: documents.recoveryId,
        uploader: documents.userEmail,
        addedByStaff: sql<string | null>`coalesce(${staffUsers.displayName}, ${staffUsers.username})`,
        sha256: documents.sha256,
        rejectionReason: documents.rejectionReason,
        uploadDate: documents.uploadDate,
        updatedAt: documents.updatedAt,
      })
      .from(documents)
      .leftJoin(staffUsers, eq(staffUsers.id, documents.uploadedByAdminId))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(documents).where(where),
  ]);
  return {
    items: rows.map(({ uploadDate, updatedAt, ...row }) => ({
      ...row,
      reference: row.recoveryId === null ? null : formatCaseReference(row.recoveryId),
      createdAt: uploadDate.toISOString(),
      updatedAt: updatedAt.toISOString(),
    })),
    total: total?.value ?? 0,
  };
}
