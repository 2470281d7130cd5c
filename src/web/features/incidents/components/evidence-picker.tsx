import { Trans, useLingui } from '@lingui/react/macro';
import { FileText, X } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { MAX_EVIDENCE_FILES, uploadAcceptAttribute } from '@shared/limits';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatKilobytes } from '@/lib/i18n/format';
import { addEvidenceFiles } from '../evidence-files';

/** Evidence chosen for the report: listed with name and size, each removable before submitting. */
export function EvidencePicker({
  files,
  onChange,
  disabled,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const limit = MAX_EVIDENCE_FILES;
  const inputRef = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    const result = addEvidenceFiles(files, chosen);
    setProblems(result.problems);
    onChange(result.files);
    // Cleared so the same file can be chosen again after it was removed.
    event.target.value = '';
  };

  const remove = (index: number) => {
    onChange(files.filter((_, i) => i !== index));
    setProblems([]);
    inputRef.current?.focus();
  };

  return (
    <div className="flex flex-col gap-3">
      <FormField
        label={t`Evidence files (optional)`}
        hint={t`Screenshots, receipts, bank statements or messages: images, PDF, DOC or DOCX, up to 10 MB each, at most ${limit} files.`}
        error={problems.length ? problems.join(' ') : undefined}
      >
        <Input
          ref={inputRef}
          type="file"
          name="evidence"
          multiple
          accept={uploadAcceptAttribute}
          onChange={onChoose}
          disabled={disabled || files.length >= MAX_EVIDENCE_FILES}
          className="h-auto cursor-pointer"
        />
      </FormField>
      {files.length > 0 ? (
        <ul aria-label={t`Chosen evidence files`} className="flex flex-col gap-2">
          {files.map((file, index) => {
            const name = file.name;
            return (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}`}
              className="flex items-center gap-3 rounded-md border border-border bg-muted/40 px-3 py-2"
            >
              <FileText className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="block break-all font-medium">{file.name}</span>
                <span className="text-sm text-muted-foreground">{formatKilobytes(file.size)}</span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => remove(index)}
                disabled={disabled}
                aria-label={t`Remove ${name}`}
              >
                <X aria-hidden="true" />
                <Trans>Remove</Trans>
              </Button>
            </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
