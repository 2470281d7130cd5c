import { useState } from 'react';
import type { StaffDocument } from '@shared/documents/staff-schema';
import { documentStatuses } from '@shared/documents/status';
import { ExportButton } from '@/staff/components/export-button';
import { SavedViewsControl } from '@/staff/components/saved-views-control';
import { ListToolbar } from '@/staff/components/list-toolbar';
import { Pagination } from '@/staff/components/pagination';
import { SectionHeader } from '@/staff/components/section-header';
import { useRowSelection } from '@/staff/components/use-row-selection';
import { listView } from '@/staff/lib/list-view';
import { useListParams } from '@/staff/lib/use-list-params';
import { returnFocus } from '@/staff/lib/return-focus';
import { toast } from '@/hooks/use-toast';
import { failureToast } from '@/staff/lib/failure-toast';
import { downloadDocument } from '@/staff/lib/download-document';
import { useStaffDocuments } from '../api/get-staff-documents';
import { useReviewDocument } from '../api/review-document';
import { DocumentViewer } from '@/staff/components/document-viewer/document-viewer';
import { DocumentBulkActions, type ChosenDocument } from '../components/document-bulk-actions';
import { DocumentsTable, documentStatusLabel } from '../components/documents-table';
import { RejectDocumentDialog } from '../components/reject-document-dialog';

const statusOptions = [{ value: 'all', label: 'All' }, ...documentStatuses.map((value) => ({ value, label: documentStatusLabel(value) }))];

/** /admin/documents: every case's files, to look at, download and verify or reject (D9). */
export default function DocumentsPage() {
  const { params, update, queryString } = useListParams({ sort: 'newest' });
  const list = useStaffDocuments(queryString);
  const review = useReviewDocument();
  const [viewing, setViewing] = useState<StaffDocument | null>(null);
  const [rejecting, setRejecting] = useState<StaffDocument | null>(null);
  const view = listView({ params, update }, list);
  const chosen = useRowSelection<StaffDocument, ChosenDocument>(queryString, {
    idOf: (d) => d.id,
    toChosen: (d) => ({ id: d.id, reference: d.reference ? `${d.originalName} (${d.reference})` : d.originalName, version: d.updatedAt }),
    label: (d) => `Choose ${d.originalName}${d.reference ? ` (${d.reference})` : ''}`,
  });

  return (
    <>
      <SectionHeader title="Documents" description="Files on cases, newest first. Sizes in KB; each download is the original file, byte for byte." />
      <ListToolbar searchLabel="Search documents" searchPlaceholder="Search name, uploader e-mail or FR- reference" {...view.search} status={view.status('Status', statusOptions)} actions={
          <>
            <SavedViewsControl list="documents" />
            <ExportButton list="documents" query={queryString} />
          </>
        } />
      <DocumentBulkActions chosen={chosen.chosen} onDone={chosen.clear} />
      <DocumentsTable
        {...view.table({ caption: 'Documents', error: 'The documents could not be loaded. Try Refresh All or reload the page.', noMatch: 'No documents match this search.', none: 'No documents yet.' })}
        onView={setViewing}
        onDownload={(doc) => void downloadDocument(doc.id, doc.originalName, doc.fileType).catch((error: unknown) => failureToast('Failed to download the document', { error }))}
        onVerify={(doc) =>
          review.mutate(
            { id: doc.id, body: { status: 'verified' } },
            { onSuccess: () => toast({ title: 'Document verified', description: doc.originalName }), onError: (error) => failureToast('Failed to update the document', { error }) },
          )
        }
        onReject={setRejecting}
        busyId={review.isPending ? review.variables?.id : undefined}
        selection={chosen.selection}
      />
      <Pagination {...view.pager} noun="documents" />
      <DocumentViewer
        document={viewing}
        onClose={() => {
          if (viewing) returnFocus(`[data-document="${viewing.id}"]`);
          setViewing(null);
        }}
      />
      <RejectDocumentDialog
        document={rejecting}
        onClose={() => {
          if (rejecting) returnFocus(`[data-document="${rejecting.id}"]`);
          setRejecting(null);
        }}
      />
    </>
  );
}
