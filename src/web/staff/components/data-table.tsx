import type { ReactNode } from 'react';
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
};

/**
 * A dense but calm staff table: one row per record, a sticky header, and honest loading, error
 * and empty states. Rows come a page at a time from the server (see Pagination).
 */
export function DataTable<T>({ caption, columns, rows, rowKey, isLoading, error, empty }: DataTableProps<T>) {
  const state = error ? 'error' : rows === undefined && isLoading ? 'loading' : rows && rows.length === 0 ? 'empty' : 'rows';
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-card">
      <table className="w-full border-collapse text-left text-sm" aria-busy={isLoading}>
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cn('px-3 py-2 font-medium', column.className)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {state === 'rows' &&
            rows!.map((row) => (
              <tr key={rowKey(row)} className="border-t border-border align-top hover:bg-muted/30">
                {columns.map((column) => (
                  <td key={column.key} className={cn('px-3 py-2', column.className)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          {state !== 'rows' && (
            <tr className="border-t border-border">
              <td colSpan={columns.length} className="px-3 py-8 text-center text-base text-muted-foreground">
                {state === 'loading' ? 'Loading…' : state === 'error' ? error : empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
