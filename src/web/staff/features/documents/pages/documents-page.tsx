import { useLingui } from '@lingui/react/macro';
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
import { DocumentsTable, documentStatusLabels } from '../components/documents-table';
import { RejectDocumentDialog } from '../components/reject-document-dialog';

/** /admin/documents: every case's files, to look at, download and verify or reject (D9). */
export default function DocumentsPage() {
  const { t, i18n } = useLingui();
  const statusOptions = [{ value: 'all', label: t`All` }, ...documentStatuses.map((value) => ({ value, label: i18n._(documentStatusLabels[value]) }))];
  const { params, update, queryString } = useListParams({ sort: 'newest' });
  const list = useStaffDocuments(queryString);
  const review = useReviewDocument();
  const [viewing, setViewing] = useState<StaffDocument | null>(null);
  const [rejecting, setRejecting] = useState<StaffDocument | null>(null);
  const view = listView({ params, update }, list);
  const chosen = useRowSelection<StaffDocument, ChosenDocument>(queryString, {
    idOf: (d) => d.id,
    toChosen: (d) => ({ id: d.id, reference: d.reference ? `${d.originalName} (${d.reference})` : d.originalName, version: d.updatedAt }),
    label: (d) => {
      const name = d.originalName;
      const reference = d.reference;
      return reference ? t`Choose ${name} (${reference})` : t`Choose ${name}`;
    },
  });

  return (
    <>
      <SectionHeader title={t`Documents`} description={t`Files on cases, newest first. Sizes in KB; each download is the original file, byte for byte.`} />
      <ListToolbar searchLabel={t`Search documents`} searchPlaceholder={t`Search name, uploader e-mail or FR- reference`} {...view.search} status={view.status(t`Status`, statusOptions)} actions={
          <>
            <SavedViewsControl list="documents" />
            <ExportButton list="documents" query={queryString} />
          </>
        } />
      <DocumentBulkActions chosen={chosen.chosen} onDone={chosen.clear} />
      <DocumentsTable
        {...view.table({ caption: t`Documents`, error: t`The documents could not be loaded. Try Refresh All or reload the page.`, noMatch: t`No documents match this search.`, none: t`No documents yet.` })}
        onView={setViewing}
        onDownload={(doc) => void downloadDocument(doc.id, doc.originalName, doc.fileType).catch((error: unknown) => failureToast(t`Failed to download the document`, { error }))}
        onVerify={(doc) =>
          review.mutate(
            { id: doc.id, body: { status: 'verified' } },
            { onSuccess: () => toast({ title: t`Document verified`, description: doc.originalName }), onError: (error) => failureToast(t`Failed to update the document`, { error }) },
          )
        }
        onReject={setRejecting}
        busyId={review.isPending ? review.variables?.id : undefined}
        selection={chosen.selection}
      />
      <Pagination {...view.pager} noun={t`documents`} />
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
