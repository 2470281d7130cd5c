import { Alert, AlertDescription } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocuments } from '../api/get-documents';
import { DocumentList } from './document-list';
import { DocumentUpload } from './document-upload';

/** Upload evidence to a case and see what is on file, with its review status. */
export function CaseDocuments({ recoveryId }: { recoveryId: number }) {
  const documents = useDocuments(recoveryId);
  return (
    <div className="flex flex-col gap-4">
      <DocumentUpload recoveryId={recoveryId} />
      {documents.isPending ? (
        <Skeleton className="h-20" />
      ) : documents.isError ? (
        <Alert variant="destructive">
          <AlertDescription>Failed to fetch documents. Please try again in a moment.</AlertDescription>
        </Alert>
      ) : documents.data.length === 0 ? (
        <p className="text-lg text-muted-foreground">No documents uploaded yet.</p>
      ) : (
        <DocumentList documents={documents.data} />
      )}
    </div>
  );
}
