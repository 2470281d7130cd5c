import { Trans } from '@lingui/react/macro';
import { useRef } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useFocusWhenReady } from '@/lib/focus/use-focus-when-ready';
import { useDocuments } from '../api/get-documents';
import { DocumentList } from './document-list';
import { DocumentUpload } from './document-upload';

/** Upload evidence to a case and see what is on file, with its review status. */
export function CaseDocuments({ recoveryId }: { recoveryId: number }) {
  const documents = useDocuments(recoveryId);
  const listRef = useRef<HTMLUListElement>(null);
  const focusWhenReady = useFocusWhenReady();
  return (
    <div className="flex flex-col gap-4">
      {/* After an upload the work continues in the list, where the new file shows its review status. */}
      <DocumentUpload recoveryId={recoveryId} onUploaded={() => focusWhenReady(() => listRef.current)} />
      {documents.isPending ? (
        <Skeleton className="h-20" />
      ) : documents.isError ? (
        <Alert variant="destructive">
          <AlertDescription>
            <Trans>Failed to fetch documents. Please try again in a moment.</Trans>
          </AlertDescription>
        </Alert>
      ) : documents.data.length === 0 ? (
        <p className="text-lg text-muted-foreground">
          <Trans>No documents uploaded yet.</Trans>
        </p>
      ) : (
        <DocumentList ref={listRef} documents={documents.data} />
      )}
    </div>
  );
}
