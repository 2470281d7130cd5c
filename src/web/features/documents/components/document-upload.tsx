import { useLingui } from '@lingui/react/macro';
import { Upload, X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { documentCategoryOptions } from '@shared/documents/schema';
import type { DocumentCategory } from '@shared/documents/status';
import { MAX_CASE_DOCUMENTS_PER_UPLOAD } from '@shared/limits';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { formatKilobytes } from '@/lib/i18n/format';
import { useFocusWhenReady } from '@/lib/focus/use-focus-when-ready';
import { useUploadDocuments } from '../api/upload-documents';
import { DOCUMENT_ACCEPT, fileProblem } from '../upload-checks';
import { documentCategoryLabel } from '../words';
import { FilePicker } from './file-picker';

/** `onUploaded` runs once the refreshed document list is in the cache, so focus can move to it. */
export function DocumentUpload({ recoveryId, onUploaded }: { recoveryId: number; onUploaded?: () => void }) {
  const { t, i18n } = useLingui();
  const upload = useUploadDocuments();
  const categoryRef = useRef<HTMLSelectElement>(null);
  const filesRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const focusWhenReady = useFocusWhenReady();
  const [category, setCategory] = useState<DocumentCategory | ''>('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<{ category?: string; files?: string }>({});
  const listId = useId();

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    setFiles((current) => [...current, ...picked].slice(0, MAX_CASE_DOCUMENTS_PER_UPLOAD));
    setError((e) => ({ ...e, files: undefined }));
    // Clear the input so the same file can be picked again after removing it.
    event.target.value = '';
  };

  const problems = files.map(fileProblem);
  const hasProblem = problems.some(Boolean);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      category: category ? undefined : t`Please choose a category`,
      files: files.length === 0 ? t`Please choose at least one file` : hasProblem ? t`Remove the files marked below first` : undefined,
    };
    setError(next);
    // Focus goes to the first field that needs attention, where its message is read out with it.
    if (next.category) categoryRef.current?.focus();
    else if (next.files) filesRef.current?.focus();
    if (next.category || next.files || !category) return;
    upload.mutate(
      { recoveryId, category, files },
      {
        onSuccess: () => {
          toast({ title: t`Document uploaded successfully` });
          setFiles([]);
          onUploaded?.();
        },
        onError: (err) => {
          toast({
            title: t`Failed to upload document`,
            description: errorMessage(err, t`Please check the files and try again.`),
            variant: 'destructive',
          });
          // The button was disabled while uploading, which dropped focus; give it back once enabled.
          focusWhenReady(() => submitRef.current);
        },
      },
    );
  };

  return (
    <form className="flex flex-col gap-4 rounded-lg border border-border p-4" onSubmit={onSubmit} noValidate>
      <FormField label={t`Category`} required error={error.category}>
        <NativeSelect ref={categoryRef} value={category} onChange={(e) => setCategory(e.target.value as DocumentCategory | '')}>
          <option value="">{t`Choose a category`}</option>
          {documentCategoryOptions.map((c) => (
            <option key={c.value} value={c.value}>
              {documentCategoryLabel(i18n, c.value)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        label={t`Files`}
        required
        hint={t`PDF, JPG, PNG, DOC or DOCX; several at once; up to 10 MB each.`}
        error={error.files}
      >
        <FilePicker ref={filesRef} accept={DOCUMENT_ACCEPT} chosen={files.map((file) => file.name)} onChange={onPick} />
      </FormField>
      {files.length > 0 ? (
        <ul id={listId} aria-label={t`Chosen files`} className="flex flex-col gap-2">
          {files.map((file, index) => {
            const name = file.name;
            return (
            <li key={`${file.name}-${index}`} className="flex items-center justify-between gap-2 rounded-md bg-muted px-3 py-2">
              <div className="min-w-0">
                <p className="text-base break-all">{file.name}</p>
                <p className="text-sm text-muted-foreground">{formatKilobytes(file.size)}</p>
                {problems[index] ? <p className="text-sm font-medium text-destructive">{problems[index]}</p> : null}
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t`Remove ${name}`}
                onClick={() => setFiles((current) => current.filter((_, i) => i !== index))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
            );
          })}
        </ul>
      ) : null}
      <Button ref={submitRef} type="submit" className="self-start" disabled={upload.isPending}>
        <Upload aria-hidden="true" /> {upload.isPending ? t`Uploading...` : t`Upload`}
      </Button>
    </form>
  );
}
