import type { ImportProblem } from './schema';

// The report of an import, as a CSV file the admin keeps: each refused row with every reason, and
// after the import each imported row with the reference it became (so a file of money trails for
// those cases can name them). Made from the answer the page already holds: nothing of the file
// is kept on the server between the preview and the import, and the report needs no second upload.

// As the export writes cells (src/server/kernel/lists/csv.ts): quoted, inner quotes doubled, and
// a cell a spreadsheet would run as a formula kept as text with a leading '.
const FORMULA_START = /^[=+\-@\t\r]/;
const cell = (value: string | number) => {
  const text = String(value);
  return `"${(FORMULA_START.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
};
const line = (values: (string | number)[]) => `${values.map(cell).join(',')}\r\n`;

export const IMPORT_REPORT_HEADER = ['Row', 'Outcome', 'Reference', 'Column', 'Reason'] as const;

/** The report: one line per reason a row was refused, and one per imported row, in row order. */
export function importReportCsv(input: { problems: readonly ImportProblem[]; records?: readonly { row: number; reference: string }[] }): string {
  const lines: { row: number; values: (string | number)[] }[] = [
    ...input.problems.map((problem) => ({ row: problem.row, values: [problem.row, 'Refused', '', problem.column ?? '', problem.message] })),
    ...(input.records ?? []).map((record) => ({ row: record.row, values: [record.row, 'Imported', record.reference, '', ''] })),
  ];
  // Stable: a row's reasons keep their order.
  lines.sort((a, b) => a.row - b.row);
  return line([...IMPORT_REPORT_HEADER]) + lines.map((entry) => line(entry.values)).join('');
}

/** The report's file name, from the imported file's: 'caseload.csv' → 'caseload-import-report.csv'. */
export function importReportFileName(fileName: string): string {
  const base = fileName.replace(/\.csv$/i, '').replace(/[^\p{L}\p{N}._-]+/gu, '-').replace(/^[-.]+|[-.]+$/g, '') || 'caseload';
  return `${base}-import-report.csv`;
}
