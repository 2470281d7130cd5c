import { useEffect, useState } from 'react';
import type { StaffDocument } from '@shared/documents/admin-schema';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { fetchDocumentBlob } from '../api/documents';

/** Images and PDFs open in the page; other types only download (D9). */
export const viewable = (type: string) => type.startsWith('image/') || type === 'application/pdf';

/**
 * A document shown in the page: an image as an image, a PDF in a frame. The bytes come from the
 * staff download with the bearer token and are shown from a blob: address that only this page made;
 * the blob's type is the one recorded at upload, so nothing is ever read as HTML.
 */
export function DocumentViewer({ document: doc, onClose }: { document: StaffDocument | null; onClose: () => void }) {
  // What was loaded, for which document: a result for another document is never shown.
  const [loaded, setLoaded] = useState<{ id: number; url: string | null; failed: boolean } | null>(null);
  useEffect(() => {
    if (!doc) return;
    let made: string | null = null;
    let cancelled = false;
    fetchDocumentBlob(doc.id, doc.fileType)
      .then((blob) => {
        if (cancelled) return;
        made = URL.createObjectURL(blob);
        setLoaded({ id: doc.id, url: made, failed: false });
      })
      .catch(() => !cancelled && setLoaded({ id: doc.id, url: null, failed: true }));
    return () => {
      cancelled = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [doc]);
  const current = doc && loaded?.id === doc.id ? loaded : null;
  const url = current?.url ?? null;
  const failed = current?.failed ?? false;

  return (
    <Dialog open={doc !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle className="break-all">{doc?.originalName ?? 'Document'}</DialogTitle>
          <DialogDescription>
            {doc?.reference ? `On ${doc.reference}. ` : null}SHA-256 <span className="break-all font-mono text-xs">{doc?.sha256}</span>
          </DialogDescription>
        </DialogHeader>
        {failed ? (
          <p className="text-destructive">The document could not be loaded. Try again, or download it.</p>
        ) : !url || !doc ? (
          <p className="text-muted-foreground">Loading the document…</p>
        ) : doc.fileType === 'application/pdf' ? (
          <iframe title={`PDF: ${doc.originalName}`} src={url} className="h-[70vh] w-full rounded-md border border-border" />
        ) : (
          <img src={url} alt={`The uploaded image ${doc.originalName}`} className="max-h-[70vh] w-full rounded-md border border-border object-contain" />
        )}
      </DialogContent>
    </Dialog>
  );
}
