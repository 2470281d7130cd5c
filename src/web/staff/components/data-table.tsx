import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n/texts';
import type { ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';

export type Column<T> = {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Classes for both the header and the cells of this column (widths, alignment). */
  className?: string;
};

/** What a list page hands its table: one page of rows, and what to say instead when there are none. */
export type TableState<T> = { caption: string; rows: T[] | undefined; isLoading: boolean; error?: string; empty: string };

type DataTableProps<T> = {
  /** Names the table for a screen reader ("Incidents, page 2 of 40"). */
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  isLoading: boolean;
  /** Shown instead of rows when the list could not be loaded; the screen keeps working. */
  error?: ReactNode;
  empty: ReactNode;
  /** Rows that can be chosen for an action on many at once (issue 26): a checkbox leads each row. */
  selection?: RowSelection<T>;
};

export type RowSelection<T> = {
  isSelected: (row: T) => boolean;
  onToggle: (row: T, selected: boolean) => void;
  /** Chooses (or lets go of) every row of the page. */
  onToggleAll: (rows: T[], selected: boolean) => void;
  /** What a screen reader hears for a row's checkbox: "Choose FR-000014". */
  label: (row: T) => string;
};

/** The name of the box that chooses every row of the page, where focus returns after an action on many. */
export const SELECT_ALL_LABEL = msg`Choose every row on this page`;

/** The leading checkbox column of a table whose rows can be chosen. */
function selectionColumn<T>(selection: RowSelection<T>, rows: T[] | undefined): Column<T> {
  const page = rows ?? [];
  const chosen = page.filter(selection.isSelected).length;
  return {
    key: '__select',
    header: (
      <Checkbox
        aria-label={i18n._(SELECT_ALL_LABEL)}
        disabled={page.length === 0}
        checked={page.length > 0 && chosen === page.length ? true : chosen > 0 ? 'indeterminate' : false}
        onCheckedChange={(on) => selection.onToggleAll(page, on === true)}
      />
    ),
    className: 'w-10',
    cell: (row) => <Checkbox aria-label={selection.label(row)} checked={selection.isSelected(row)} onCheckedChange={(on) => selection.onToggle(row, on === true)} />,
  };
}

/** A column's header as the words a phone's card prints before each value (none for an icon-only column). */
const labelOf = (header: ReactNode): string | undefined => (typeof header === 'string' ? header : undefined);

/**
 * A dense but calm staff table: one row per record, a sticky header, and honest loading, error
 * and empty states. Rows come a page at a time from the server (see Pagination). Below 640 px
 * each row is a card of its own, each value under its column's name (issue 25: no sideways
 * scrolling, no addresses broken letter by letter); it stays a table to a screen reader.
 */
export function DataTable<T>({ caption, columns: given, rows, rowKey, isLoading, error, empty, selection }: DataTableProps<T>) {
  const { t } = useLingui();
  const columns = selection ? [selectionColumn(selection, rows), ...given] : given;
  const state = error ? 'error' : rows === undefined && isLoading ? 'loading' : rows && rows.length === 0 ? 'empty' : 'rows';
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-card max-sm:overflow-visible max-sm:border-0 max-sm:bg-transparent">
      <table className="w-full border-collapse text-start text-sm max-sm:block" aria-busy={isLoading}>
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground max-sm:sr-only">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cn('px-3 py-2 font-medium', column.className)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:flex max-sm:flex-col max-sm:gap-2">
          {state === 'rows' &&
            rows!.map((row) => (
              <tr
                key={rowKey(row)}
                className="border-t border-border align-top hover:bg-muted/30 max-sm:flex max-sm:flex-col max-sm:gap-1 max-sm:rounded-lg max-sm:border max-sm:bg-card max-sm:p-3"
              >
                {columns.map((column) => (
                  <td
                    key={column.key}
                    data-label={labelOf(column.header)}
                    className={cn(
                      'px-3 py-2 max-sm:p-0 max-sm:text-start max-sm:whitespace-normal max-sm:data-[label]:before:block max-sm:data-[label]:before:text-xs max-sm:data-[label]:before:uppercase max-sm:data-[label]:before:tracking-wide max-sm:data-[label]:before:text-muted-foreground max-sm:data-[label]:before:content-[attr(data-label)]',
                      column.className,
                    )}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          {state !== 'rows' && (
            <tr className="border-t border-border max-sm:block max-sm:rounded-lg max-sm:border max-sm:bg-card">
              <td colSpan={columns.length} className="px-3 py-8 text-center text-base text-muted-foreground">
                {state === 'loading' ? t`Loading…` : state === 'error' ? error : empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
