import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';

/**
 * Checkboxes for choosing some of a few values (scopes, events), each with its words, as one
 * group with a legend; the whole row is the label, a 44 px target on a phone.
 */
export function CheckList<V extends string>({
  legend,
  options,
  chosen,
  onChange,
  error,
}: {
  legend: string;
  options: { value: V; label: string; description: string }[];
  chosen: readonly V[];
  onChange: (chosen: V[]) => void;
  error?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-base font-medium">{legend}</legend>
      <ul className="flex flex-col gap-1">
        {options.map((option) => {
          const boxId = `${id}-${option.value}`;
          const on = chosen.includes(option.value);
          return (
            <li key={option.value} className="flex items-start gap-3">
              <Checkbox
                id={boxId}
                className="mt-2.5"
                checked={on}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${boxId}-description`}
                onCheckedChange={(checked) => onChange(checked === true ? [...chosen, option.value] : chosen.filter((value) => value !== option.value))}
              />
              <label htmlFor={boxId} className="flex min-h-11 min-w-0 flex-1 cursor-pointer flex-col justify-center py-1">
                <span className="font-medium">
                  {option.label} <code className="text-sm font-normal text-muted-foreground">{option.value}</code>
                </span>
                <span id={`${boxId}-description`} className="text-sm text-muted-foreground">
                  {option.description}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
