import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useState } from 'react';
import type { StaffDocument } from '@shared/documents/staff-schema';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { fetchDocumentBlob } from '@/staff/lib/download-document';
import { lazyWithTexts } from '@/lib/i18n/lazy-with-texts';

// PDF.js loads only when a PDF is opened.
const PdfPages = lazyWithTexts(() => import('./pdf-pages'));

/** Images and PDFs open in the page; other types only download (D9). */
export const viewable = (type: string) => type.startsWith('image/') || type === 'application/pdf';

/**
 * A document shown in the page: an image from a blob: address this page made, a PDF drawn by PDF.js.
 * The bytes come from the staff download with the bearer token; the blob's type is the one recorded
 * at upload (checked by content), so nothing is ever read as HTML and nothing of the file runs.
 */
/** What the viewer needs of a document: a case file, or the file a reply carried. */
export type ViewedDocument = Pick<StaffDocument, 'id' | 'fileType' | 'originalName' | 'reference' | 'sha256'>;

export function DocumentViewer({ document: doc, onClose }: { document: ViewedDocument | null; onClose: () => void }) {
  // What was loaded, for which document: a result for another document is never shown.
  const { t } = useLingui();
  const [loaded, setLoaded] = useState<{ id: number; url: string | null; bytes: ArrayBuffer | null; failed: boolean } | null>(null);
  useEffect(() => {
    if (!doc) return;
    let made: string | null = null;
    let cancelled = false;
    fetchDocumentBlob(doc.id, doc.fileType)
      .then(async (blob) => {
        if (cancelled) return;
        if (doc.fileType === 'application/pdf') {
          const bytes = await blob.arrayBuffer();
          if (!cancelled) setLoaded({ id: doc.id, url: null, bytes, failed: false });
          return;
        }
        made = URL.createObjectURL(blob);
        setLoaded({ id: doc.id, url: made, bytes: null, failed: false });
      })
      .catch(() => !cancelled && setLoaded({ id: doc.id, url: null, bytes: null, failed: true }));
    return () => {
      cancelled = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [doc]);
  const current = doc && loaded?.id === doc.id ? loaded : null;
  const url = current?.url ?? null;
  const bytes = current?.bytes ?? null;
  const failed = current?.failed ?? false;
  const docReference = doc?.reference;
  const docName = doc?.originalName ?? '';

  return (
    <Dialog open={doc !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle className="break-all">{doc?.originalName ?? t`Document`}</DialogTitle>
          <DialogDescription>
            {docReference ? `${t`On ${docReference}.`} ` : null}SHA-256 <span className="break-all font-mono text-xs">{doc?.sha256}</span>
          </DialogDescription>
        </DialogHeader>
        {failed ? (
          <p className="text-destructive">
            <Trans>The document could not be loaded. Try again, or download it.</Trans>
          </p>
        ) : !doc || (!url && !bytes) ? (
          <p className="text-muted-foreground">
            <Trans>Loading the document…</Trans>
          </p>
        ) : bytes ? (
          <Suspense fallback={
              <p className="text-muted-foreground">
                <Trans>Opening the PDF…</Trans>
              </p>
            }>
            <PdfPages data={bytes} name={doc.originalName} />
          </Suspense>
        ) : (
          <img src={url ?? undefined} alt={t`The uploaded image ${docName}`} className="max-h-[70vh] w-full rounded-md border border-border object-contain" />
        )}
      </DialogContent>
    </Dialog>
  );
}
