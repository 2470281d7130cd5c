import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Paperclip } from 'lucide-react';
import { useId, type ChangeEvent, type Ref } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type FilePickerProps = {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  ref?: Ref<HTMLInputElement>;
  accept: string;
  chosen: string[];
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/** Said at render, in the reader's language. */
function summary(chosen: string[]): string {
  if (chosen.length === 0) return t`No files chosen yet`;
  const names = chosen.join(', ');
  const count = chosen.length;
  if (chosen.length === 1) return t`Chosen: ${names}`;
  return plural(count, { one: `# file chosen: ${names}`, other: `# files chosen: ${names}` });
}

/**
 * The browser's own file field says "No file chosen" once it is cleared, even beside files the
 * form holds; this one keeps the real input (for keyboards, screen readers and drag and drop) but
 * shows a button and the names of the files actually chosen.
 */
export function FilePicker({ id, ref, accept, chosen, onChange, ...aria }: FilePickerProps) {
  const summaryId = useId();
  const describedBy = [aria['aria-describedby'], summaryId].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <input
        ref={ref}
        id={id}
        type="file"
        multiple
        accept={accept}
        onChange={onChange}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={describedBy}
        className="peer sr-only"
      />
      {/* A second label for the same input: a click opens the picker; the field's name stays "Files". */}
      <label
        htmlFor={id}
        aria-hidden="true"
        className={cn(
          buttonVariants({ variant: 'outline' }),
          'cursor-pointer self-start peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-aria-invalid:border-destructive',
        )}
      >
        <Paperclip aria-hidden="true" /> <Trans>Choose files</Trans>
      </label>
      <p id={summaryId} className="min-w-0 text-base break-words text-muted-foreground">
        {summary(chosen)}
      </p>
    </div>
  );
}
