import { Trans, useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import { Download, FileText } from 'lucide-react';
import type { DocumentView } from '@shared/documents/schema';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { DotSeparated } from '@/components/ui/dot-separated';
import { formatDate, formatKilobytes } from '@/lib/i18n/format';
import { documentCategoryLabel, documentStatusLabel } from '../words';

const tones: Record<string, BadgeTone> = { verified: 'green', pending: 'blue', rejected: 'red' };

/** Focusable from script only (`ref`): focus lands here after an upload. */
export function DocumentList({ documents, ref }: { documents: DocumentView[]; ref?: Ref<HTMLUListElement> }) {
  const { t, i18n } = useLingui();
  return (
    <ul ref={ref} tabIndex={-1} aria-label={t`Your documents`} className="flex flex-col gap-3 rounded-lg">
      {documents.map((doc) => {
        const date = formatDate(doc.uploadDate);
        const filename = doc.filename;
        const reason = doc.rejectionReason;
        return (
        <li key={doc.id} className="flex flex-col gap-2 rounded-lg border border-border p-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex min-w-0 gap-3">
            <FileText className="mt-1 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div className="min-w-0">
              <p className="font-medium break-all">{doc.filename}</p>
              <p className="text-sm text-muted-foreground">
                <DotSeparated
                  items={[
                    documentCategoryLabel(i18n, doc.category),
                    formatKilobytes(doc.sizeBytes),
                    doc.fromCaseTeam ? t`from the case team, ${date}` : t`uploaded ${date}`,
                  ]}
                />
              </p>
              {doc.status === 'rejected' && doc.rejectionReason ? (
                <p className="text-base text-red-900">
                  <Trans>Reason: {reason}</Trans>
                </p>
              ) : null}
            </div>
          </div>
          <div className="flex shrink-0 items-center gap-3 ps-8 sm:ps-0">
            <Badge tone={tones[doc.status] ?? 'grey'}>{documentStatusLabel(i18n, doc.status)}</Badge>
            <a
              href={doc.downloadUrl}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 font-medium text-primary underline underline-offset-4"
              aria-label={t`Download ${filename}`}
            >
              <Download className="size-4" aria-hidden="true" /> <Trans>Download</Trans>
            </a>
          </div>
        </li>
        );
      })}
    </ul>
  );
}
