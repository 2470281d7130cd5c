import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { staffDocumentListQuerySchema, type StaffDocumentListQuery } from '@shared/documents/staff-schema';
import { staffUsers, documents, fraudIncidents } from '../../../kernel/db/schema/index';
import { documentFilter } from '../../documents/list-staff-documents';
import { caseReferenceSql, type ExportColumn } from '../export-columns';
import type { ExportSource } from '../export-source';

// What the list shows: never the storage key or the file (D9); the SHA-256 lets a reader check a
// downloaded file against this row.
const columns: ExportColumn[] = [
  { key: 'id', header: (i18n) => i18n._({ id: 'csv.documents.id', message: 'ID' }), kind: 'integer', value: documents.id },
  { key: 'reference', header: (i18n) => i18n._({ id: 'csv.documents.reference', message: 'Case' }), kind: 'text', value: documents.recoveryId, present: caseReferenceSql },
  { key: 'originalName', header: (i18n) => i18n._({ id: 'csv.documents.originalName', message: 'File name' }), kind: 'text', value: documents.filename },
  { key: 'fileType', header: (i18n) => i18n._({ id: 'csv.documents.fileType', message: 'File type' }), kind: 'text', value: documents.mimeType },
  { key: 'fileSize', header: (i18n) => i18n._({ id: 'csv.documents.fileSize', message: 'Size (bytes)' }), kind: 'integer', value: documents.sizeBytes },
  { key: 'category', header: (i18n) => i18n._({ id: 'csv.documents.category', message: 'Category' }), kind: 'text', value: documents.category },
  { key: 'status', header: (i18n) => i18n._({ id: 'csv.documents.status', message: 'Status' }), kind: 'text', value: documents.status },
  { key: 'rejectionReason', header: (i18n) => i18n._({ id: 'csv.documents.rejectionReason', message: 'Rejection reason' }), kind: 'text', value: documents.rejectionReason },
  { key: 'uploader', header: (i18n) => i18n._({ id: 'csv.documents.uploader', message: 'Uploaded by' }), kind: 'text', value: documents.userEmail },
  { key: 'addedByStaff', header: (i18n) => i18n._({ id: 'csv.documents.addedByStaff', message: 'Added by staff' }), kind: 'text', value: sql`coalesce(${staffUsers.displayName}, ${staffUsers.username})` },
  { key: 'sha256', header: (i18n) => i18n._({ id: 'csv.documents.sha256', message: 'SHA-256' }), kind: 'text', value: documents.sha256 },
  { key: 'createdAt', header: (i18n) => i18n._({ id: 'csv.documents.createdAt', message: 'Uploaded' }), kind: 'datetime', value: documents.uploadDate },
];

export const documentsExport: ExportSource<StaffDocumentListQuery> = {
  querySchema: staffDocumentListQuerySchema,
  access: 'staff',
  ownCasesOnly: true,
  columns,
  rows(db, query, select, ownCases) {
    const { where, orderBy } = documentFilter(query);
    // A caseworker's file holds the documents of their own cases (D17), and those a victim of one of
    // them sent outside any case (as the users export counts a victim theirs); nobody else's.
    const mine =
      ownCases &&
      or(
        ownCases(documents.recoveryId),
        and(
          isNull(documents.recoveryId),
          sql`lower(${documents.userEmail}) in (select lower(${fraudIncidents.victimEmail}) from ${fraudIncidents} where ${ownCases(fraudIncidents.id)})`,
        ),
      );
    return db
      .select(select)
      .from(documents)
      .leftJoin(staffUsers, eq(staffUsers.id, documents.uploadedByAdminId))
      .where(mine ? and(where, mine) : where)
      .orderBy(...orderBy)
      .getSQL();
  },
};
