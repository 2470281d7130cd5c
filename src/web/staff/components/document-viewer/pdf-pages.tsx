import { Trans, useLingui } from '@lingui/react/macro';
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Pages drawn at most: a long file is read in full after downloading it. */
const MAX_PAGES = 30;

/**
 * A PDF drawn page by page onto canvases by PDF.js, in this page: the file's own scripts never run
 * (PDF.js executes none through this API, and eval is off), nothing is framed, and nothing of the
 * file is read as HTML. Chromium cannot show its own PDF viewer in a sandboxed frame at all.
 */
export default function PdfPages({ data, name }: { data: ArrayBuffer; name: string }) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ pages: number; failed: boolean } | null>(null);

  useEffect(() => {
    const container = box.current;
    if (!container) return;
    let cancelled = false;
    // PDF.js takes ownership of the bytes it is given: a copy keeps the caller's buffer usable.
    const task = getDocument({ data: new Uint8Array(data.slice(0)), isEvalSupported: false });
    (async () => {
      const pdf = await task.promise;
      const shown = Math.min(pdf.numPages, MAX_PAGES);
      const width = Math.max(320, container.clientWidth - 2);
      for (let number = 1; number <= shown && !cancelled; number++) {
        const page = await pdf.getPage(number);
        const unscaled = page.getViewport({ scale: 1 });
        const scale = width / unscaled.width;
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: scale * ratio });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.className = 'w-full rounded border border-border bg-white';
        canvas.setAttribute('role', 'img');
        const pageCount = pdf.numPages;
        canvas.setAttribute('aria-label', t`Page ${number} of ${pageCount} of ${name}`);
        container.append(canvas);
        await page.render({ canvas, viewport }).promise;
      }
      if (!cancelled) setState({ pages: pdf.numPages, failed: false });
    })().catch(() => !cancelled && setState({ pages: 0, failed: true }));
    return () => {
      cancelled = true;
      void task.destroy();
      container.replaceChildren();
    };
  }, [data, name, t]);
  const statePages = state?.pages ?? 0;

  return (
    // Scrolls by keyboard too: it can take focus, and says what it holds.
    <div role="region" aria-label={t`Pages of ${name}`} tabIndex={0} className="flex max-h-[70vh] flex-col gap-3 overflow-y-auto">
      <div ref={box} className="flex flex-col gap-3" data-testid="pdf-pages" />
      {state?.failed ? (
        <p className="text-destructive">
          <Trans>This PDF could not be shown. Download it to open it in your own reader.</Trans>
        </p>
      ) : null}
      {state && state.pages > MAX_PAGES ? (
        <p className="text-muted-foreground">
          <Trans>
            The first {MAX_PAGES} of {statePages} pages are shown; download the file for the rest.
          </Trans>
        </p>
      ) : null}
    </div>
  );
}
