import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useId, useRef, useState } from 'react';
import type { StaffDocument } from '@shared/documents/staff-schema';
import type { StaffIncident } from '@shared/incidents/staff-schema';
import { documentCategoryOptions } from '@shared/documents/schema';
import { formatStatusLabel } from '@/lib/i18n/shared-words';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatKilobytes } from '@/lib/i18n/format';
import { paths } from '@/lib/paths';
import { failureToast } from '@/staff/lib/failure-toast';
import { useAddCaseFiles } from '../api/add-case-files';
import { useCaseFiles } from '../api/get-case-files';
import { useRejectCaseFile, useVerifyCaseFile } from '../api/verify-case-file';
import { DocumentViewer, viewable } from '@/staff/components/document-viewer/document-viewer';
import { ReasonForm } from '@/staff/components/reason-form';
import { RecordDialog } from '@/staff/components/record-dialog';
import { returnFocus } from '@/staff/lib/return-focus';
import { sayShared } from '@/lib/i18n/shared-texts';

const tones: Record<string, BadgeTone> = { verified: 'green', pending: 'yellow', rejected: 'red' };

type CaseFile = { id: number; originalName: string };

/** Reject with a reason the victim reads on their case page (issue 25: without leaving the case). */
function RejectCaseFileDialog({ file, onClose }: { file: CaseFile | null; onClose: () => void }) {
  const reject = useRejectCaseFile();
  const { t } = useLingui();
  return (
    <RecordDialog
      record={file}
      onClose={onClose}
      className="max-w-lg"
      title={t`Reject document`}
      description={file?.originalName ?? null}
      descriptionClassName="break-all"
    >
      {(chosen) => (
        <ReasonForm
          missing={t`Please say why the document is rejected; the victim will read it`}
          hint={t`Written for the victim: what is wrong, and what would help instead.`}
          action={t`Reject`}
          pendingAction={t`Rejecting...`}
          pending={reject.isPending}
          onCancel={onClose}
          onSubmit={(reason) =>
            reject.mutate(
              { id: chosen.id, reason },
              {
                onSuccess: () => {
                  const name = chosen.originalName;
                  toast({ title: t`Document rejected`, description: t`${name}. The victim sees the reason on the case page.` });
                  onClose();
                },
                onError: (error) => failureToast(t`Failed to update the document`, { error }),
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
  const { t } = useLingui();

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          <Trans>Case files</Trans>
        </h2>
        <Link to={`${paths.adminDocuments}?q=${incident.reference}`} className="text-primary underline underline-offset-4">
          <Trans>Review in Documents</Trans>
        </Link>
      </div>
      {files.isError ? (
        <p className="text-destructive">
          <Trans>The files could not be loaded. Try Refresh All.</Trans>
        </p>
      ) : onCase.length === 0 ? (
        <p className="text-muted-foreground">{files.isPending ? t`Loading…` : t`No files on this case yet.`}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
          {onCase.map((file) => {
            const name = file.originalName;
            const addedBy = file.addedByStaff;
            return (
              <li key={file.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <span className="min-w-48">
                  <span className="block font-medium break-all">{file.originalName}</span>
                  <span className="text-sm text-muted-foreground">
                    {formatKilobytes(file.fileSize)} · {addedBy ? t`added by ${addedBy}` : t`from the victim`} · {formatDate(file.createdAt)}
                  </span>
                </span>
                <span className="flex flex-wrap items-center gap-2">
                  <Badge tone={tones[file.status] ?? 'grey'}>{formatStatusLabel(file.status)}</Badge>
                  {viewable(file.fileType) ? (
                    <Button size="sm" variant="outline" data-case-file={file.id} aria-label={t`View ${name}`} onClick={() => setViewing(file)}>
                      <Trans>View</Trans>
                    </Button>
                  ) : null}
                  {file.status !== 'verified' ? (
                    <>
                      {pendingNames.length > 0 ? (
                        <NativeSelect
                          aria-label={t`Required document ${name} fulfils`}
                          className="min-h-9 w-56 py-1 text-sm"
                          value={ticks[file.id] ?? ''}
                          onChange={(e) => setTicks((before) => ({ ...before, [file.id]: e.target.value }))}
                        >
                          <option value="">{t`Fulfils no listed document`}</option>
                          {pendingNames.map((required) => (
                            <option key={required} value={required}>
                              {t`Fulfils: ${required}`}
                            </option>
                          ))}
                        </NativeSelect>
                      ) : null}
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={t`Verify ${name}`}
                        disabled={verify.isPending}
                        onClick={() =>
                          verify.mutate(
                            { id: file.id, requiredDocument: ticks[file.id] || undefined },
                            {
                              onSuccess: () => {
                                const fulfilled = ticks[file.id];
                                toast({ title: t`Document verified`, description: fulfilled ? t`${fulfilled} is now received.` : name });
                              },
                              onError: (error) => {
                                const reason = errorMessage(error, t`please try again`);
                                failureToast(t`Failed to update the document: ${reason}`);
                              },
                            },
                          )
                        }
                      >
                        <Trans>Verify</Trans>
                      </Button>
                      {file.status !== 'rejected' ? (
                        <Button size="sm" variant="outline" aria-label={t`Reject ${name}`} onClick={() => setRejecting({ id: file.id, originalName: file.originalName })}>
                          <Trans>Reject</Trans>
                        </Button>
                      ) : null}
                    </>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const chosen = input.current?.files;
          if (!chosen || chosen.length === 0) {
            failureToast(t`Please choose at least one file to add.`);
            return;
          }
          const data = new FormData();
          data.append('category', category);
          for (const file of chosen) data.append('documents', file);
          add.mutate(data, {
            onSuccess: (stored) => {
              const count = stored.length;
              toast({
                title: t`Document added`,
                description: plural(count, {
                  one: '# file added; the victim sees them as from the case team.',
                  other: '# files added; the victim sees them as from the case team.',
                }),
              });
              if (input.current) input.current.value = '';
            },
            onError: (error) => failureToast(errorMessage(error, t`Failed to upload file. Please try again.`), { title: t`Upload Failed` }),
          });
        }}
      >
        <label className="flex flex-col gap-1 text-sm font-medium">
          <Trans>Add a file from the case team</Trans>
          <input ref={input} type="file" multiple className="text-sm" />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          <Trans>Category</Trans>
          <NativeSelect className="min-h-9 w-44 py-1 text-sm" value={category} onChange={(e) => setCategory(e.target.value)}>
            {documentCategoryOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {sayShared(option.label)}
              </option>
            ))}
          </NativeSelect>
        </label>
        <Button type="submit" variant="outline" disabled={add.isPending}>
          {add.isPending ? t`Adding...` : t`Add to case`}
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
