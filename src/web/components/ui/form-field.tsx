import { useId, type ReactElement, type ReactNode } from 'react';
import { cloneElement } from 'react';
import { sayShared } from '@/lib/i18n/shared-texts';
import { useLingui } from '@/lib/i18n/runtime';
import { Label } from './label';

type ControlProps = { id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

/**
 * A label, a control, an optional hint and the validation message, wired for screen readers:
 * the control gets the id, aria-invalid and aria-describedby.
 */
export function FormField({
  label,
  hint,
  error,
  required,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  children: ReactElement<ControlProps>;
}) {
  const id = useId();
  // A schema's message from src/shared, in the reader's language (again when the language changes).
  useLingui();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>
        {label}
        {required ? <span className="text-destructive" aria-hidden="true"> *</span> : null}
      </Label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive" role="alert">
          {sayShared(error)}
        </p>
      ) : null}
    </div>
  );
}
