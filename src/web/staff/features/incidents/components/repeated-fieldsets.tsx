import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

type RepeatedFieldsetsProps = {
  /** The rows as useFieldArray keeps them. */
  rows: { id: string }[];
  /** One row's legend ("Contact 2") and its Remove button ("Remove contact 2"), by the row's number from 1. */
  legend: (number: number) => string;
  removeLabel: (number: number) => string;
  /** Shown while there are no rows. */
  empty: string;
  /** The row's grid columns from the small breakpoint up. */
  gridClassName: string;
  /** Timeline rows are two columns: the Remove button takes a line of its own. */
  removeOnOwnLine?: boolean;
  onRemove: (index: number) => void;
  addLabel: string;
  onAdd: () => void;
  /** Between the rows and the Add button (the list's own error). */
  after?: ReactNode;
  /** One row's fields. */
  children: (index: number) => ReactNode;
};

/** A section's list of rows, each a numbered fieldset with its own Remove, and an Add button below. */
export function RepeatedFieldsets({ rows, legend, removeLabel, empty, gridClassName, removeOnOwnLine = false, onRemove, addLabel, onAdd, after, children }: RepeatedFieldsetsProps) {
  return (
    <>
      {rows.length === 0 && <p className="text-muted-foreground">{empty}</p>}
      {rows.map((row, index) => {
        const remove = (
          <Button variant="ghost" size="sm" onClick={() => onRemove(index)}>
            <Trash2 aria-hidden="true" /> {removeLabel(index + 1)}
          </Button>
        );
        return (
          <fieldset key={row.id} className={`grid gap-3 rounded-md border border-border p-3 ${gridClassName}`}>
            <legend className="px-1 text-sm font-medium">{legend(index + 1)}</legend>
            {children(index)}
            {removeOnOwnLine ? <div className="sm:col-span-2">{remove}</div> : remove}
          </fieldset>
        );
      })}
      {after}
      <div>
        <Button variant="outline" size="sm" onClick={onAdd}>
          <Plus aria-hidden="true" /> {addLabel}
        </Button>
      </div>
    </>
  );
}
