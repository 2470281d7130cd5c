import { Link } from 'react-router';
import { useId, useRef, useState } from 'react';
import type { StaffDocument } from '@shared/documents/staff-schema';
import type { StaffIncident } from '@shared/incidents/staff-schema';
import { documentCategoryOptions } from '@shared/documents/schema';
import { formatDate } from '@shared/format/dates';
import { formatKilobytes } from '@shared/format/file-size';
import { formatStatusLabel } from '@shared/incidents/status';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { failureToast } from '@/staff/lib/failure-toast';
import { useAddCaseFiles } from '../api/add-case-files';
import { useCaseFiles } from '../api/get-case-files';
import { useRejectCaseFile, useVerifyCaseFile } from '../api/verify-case-file';
import { DocumentViewer, viewable } from '@/staff/components/document-viewer/document-viewer';
import { ReasonForm } from '@/staff/components/reason-form';
import { RecordDialog } from '@/staff/components/record-dialog';
import { returnFocus } from '@/staff/lib/return-focus';

const tones: Record<string, BadgeTone> = { verified: 'green', pending: 'yellow', rejected: 'red' };

type CaseFile = { id: number; originalName: string };

/** Reject with a reason the victim reads on their case page (issue 25: without leaving the case). */
function RejectCaseFileDialog({ file, onClose }: { file: CaseFile | null; onClose: () => void }) {
  const reject = useRejectCaseFile();
  return (
    <RecordDialog record={file} onClose={onClose} className="max-w-lg" title="Reject document" description={file?.originalName ?? null} descriptionClassName="break-all">
      {(chosen) => (
        <ReasonForm
          missing="Please say why the document is rejected; the victim will read it"
          hint="Written for the victim: what is wrong, and what would help instead."
          action="Reject"
          pendingAction="Rejecting..."
          pending={reject.isPending}
          onCancel={onClose}
          onSubmit={(reason) =>
            reject.mutate(
              { id: chosen.id, reason },
              {
                onSuccess: () => {
                  toast({ title: 'Document rejected', description: `${chosen.originalName}. The victim sees the reason on the case page.` });
                  onClose();
                },
                onError: (error) => failureToast('Failed to update the document', { error }),
              },
            )
          }
        />
      )}
    </RecordDialog>
  );
}

/**
 * The files on the case: verify one (ticking a required document it fulfils), reject one with a
 * reason for the victim, view an image or PDF in the page, or add the case team's own (a bank's
 * letter, say), checked by content as a victim's upload is. Documents has every case's files.
 */
export function CaseFilesSection({ incident }: { incident: StaffIncident }) {
  const files = useCaseFiles(incident.reference);
  const add = useAddCaseFiles(incident.id);
  const verify = useVerifyCaseFile();
  const [ticks, setTicks] = useState<Record<number, string>>({});
  const [rejecting, setRejecting] = useState<CaseFile | null>(null);
  const [viewing, setViewing] = useState<StaffDocument | null>(null);
  const [category, setCategory] = useState('legal');
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const pendingNames = incident.requiredDocuments.filter((d) => d.status !== 'received').map((d) => d.name);
  const onCase = files.data?.items.filter((d) => d.recoveryId === incident.id) ?? [];

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          Case files
        </h2>
        <Link to={`${paths.adminDocuments}?q=${incident.reference}`} className="text-primary underline underline-offset-4">
          Review in Documents
        </Link>
      </div>
      {files.isError ? (
        <p className="text-destructive">The files could not be loaded. Try Refresh All.</p>
      ) : onCase.length === 0 ? (
        <p className="text-muted-foreground">{files.isPending ? 'Loading…' : 'No files on this case yet.'}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
          {onCase.map((file) => (
            <li key={file.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <span className="min-w-48">
                <span className="block font-medium break-all">{file.originalName}</span>
                <span className="text-sm text-muted-foreground">
                  {formatKilobytes(file.fileSize)} · {file.addedByStaff ? `added by ${file.addedByStaff}` : 'from the victim'} · {formatDate(file.createdAt)}
                </span>
              </span>
              <span className="flex flex-wrap items-center gap-2">
                <Badge tone={tones[file.status] ?? 'grey'}>{formatStatusLabel(file.status)}</Badge>
                {viewable(file.fileType) ? (
                  <Button size="sm" variant="outline" data-case-file={file.id} aria-label={`View ${file.originalName}`} onClick={() => setViewing(file)}>
                    View
                  </Button>
                ) : null}
                {file.status !== 'verified' ? (
                  <>
                    {pendingNames.length > 0 ? (
                      <NativeSelect
                        aria-label={`Required document ${file.originalName} fulfils`}
                        className="min-h-9 w-56 py-1 text-sm"
                        value={ticks[file.id] ?? ''}
                        onChange={(e) => setTicks((t) => ({ ...t, [file.id]: e.target.value }))}
                      >
                        <option value="">Fulfils no listed document</option>
                        {pendingNames.map((name) => (
                          <option key={name} value={name}>
                            Fulfils: {name}
                          </option>
                        ))}
                      </NativeSelect>
                    ) : null}
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Verify ${file.originalName}`}
                      disabled={verify.isPending}
                      onClick={() =>
                        verify.mutate(
                          { id: file.id, requiredDocument: ticks[file.id] || undefined },
                          {
                            onSuccess: () => toast({ title: 'Document verified', description: ticks[file.id] ? `${ticks[file.id]} is now received.` : file.originalName }),
                            onError: (error) => failureToast(`Failed to update the document: ${errorMessage(error, 'please try again')}`),
                          },
                        )
                      }
                    >
                      Verify
                    </Button>
                    {file.status !== 'rejected' ? (
                      <Button size="sm" variant="outline" aria-label={`Reject ${file.originalName}`} onClick={() => setRejecting({ id: file.id, originalName: file.originalName })}>
                        Reject
                      </Button>
                    ) : null}
                  </>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const chosen = input.current?.files;
          if (!chosen || chosen.length === 0) {
            failureToast('Please choose at least one file to add.');
            return;
          }
          const data = new FormData();
          data.append('category', category);
          for (const file of chosen) data.append('documents', file);
          add.mutate(data, {
            onSuccess: (stored) => {
              toast({ title: 'Document added', description: `${stored.length} file${stored.length === 1 ? '' : 's'} added; the victim sees them as from the case team.` });
              if (input.current) input.current.value = '';
            },
            onError: (error) => failureToast(errorMessage(error, 'Failed to upload file. Please try again.'), { title: 'Upload Failed' }),
          });
        }}
      >
        <label className="flex flex-col gap-1 text-sm font-medium">
          Add a file from the case team
          <input ref={input} type="file" multiple className="text-sm" />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Category
          <NativeSelect className="min-h-9 w-44 py-1 text-sm" value={category} onChange={(e) => setCategory(e.target.value)}>
            {documentCategoryOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </label>
        <Button type="submit" variant="outline" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add to case'}
        </Button>
      </form>
      <RejectCaseFileDialog file={rejecting} onClose={() => setRejecting(null)} />
      <DocumentViewer
        document={viewing}
        onClose={() => {
          if (viewing) returnFocus(`[data-case-file="${viewing.id}"]`);
          setViewing(null);
        }}
      />
    </section>
  );
}
