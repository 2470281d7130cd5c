import { describe, expect, it } from 'vitest';
import { columnsNotImported, importColumns, importTemplateCsv, type ImportKind } from '@shared/imports/schema';
import { importReportCsv, importReportFileName } from '@shared/imports/report';
import { incidentsExport } from '../export/sources/incidents';
import { moneyTrailsExport } from '../export/sources/money-trails';
import type { ExportSource } from '../export/export-source';
import { textsFor } from '../../kernel/texts/texts';
import { readCsv } from '../../test/read-csv';
import { parseImportFile } from './parse-import-file';

// An import's columns are the export's: every column of the export is either imported or named
// as not imported with a reason, by the same header and key, so an exported file reads back.
const sources: Record<ImportKind, ExportSource<never>> = { cases: incidentsExport as ExportSource<never>, 'money-trails': moneyTrailsExport as ExportSource<never> };

describe('the import’s columns mirror the export’s', () => {
  for (const kind of ['cases', 'money-trails'] as const) {
    it(`${kind}: each export column is imported or said not to be, by the same header and key`, () => {
      // The export's headers in English, as the import names its columns.
      const english = textsFor('en');
      const exported = sources[kind].columns.map((column) => [column.header(english), column.key]).sort();
      const accounted = [...importColumns[kind], ...columnsNotImported[kind]].map((column) => [column.header, column.key]).sort();
      expect(accounted).toEqual(exported);
    });
  }

  it(`reads back an export's header row in every language the server writes it in`, () => {
    for (const kind of ['cases', 'money-trails'] as const) {
      const spanish = textsFor('es');
      const header = sources[kind].columns.map((column) => column.header(spanish));
      // A header row alone: every column is known (imported or knowingly left), none is unknown.
      const parsed = parseImportFile(kind, Buffer.from(`${header.map((h) => `"${h}"`).join(',')}\r\n`));
      expect(parsed.ignoredColumns.map((column) => column.header).sort()).toEqual(columnsNotImported[kind].map((column) => column.header).sort());
    }
  });

  it('gives a template of the header row', () => {
    expect(importTemplateCsv('cases')).toBe('Platform,Victim email,Status,Fraud type,Amount lost,Currency,Incident date,Website,Description\r\n');
  });
});

describe('the import report', () => {
  it('lists refused rows with every reason and imported rows with their reference, in row order, formulas kept as text', () => {
    const csv = importReportCsv({
      problems: [
        { row: 5, column: 'Amount', message: 'USD amounts have at most 2 decimal places' },
        { row: 3, column: null, message: '=likely a duplicate, "said" twice' },
      ],
      records: [{ row: 2, reference: 'FR-000042' }],
    });
    expect(readCsv(csv)).toEqual([
      ['Row', 'Outcome', 'Reference', 'Column', 'Reason'],
      ['2', 'Imported', 'FR-000042', '', ''],
      ['3', 'Refused', '', '', `'=likely a duplicate, "said" twice`],
      ['5', 'Refused', '', 'Amount', 'USD amounts have at most 2 decimal places'],
    ]);
    expect(importReportFileName('Caseload 2025.csv')).toBe('Caseload-2025-import-report.csv');
    expect(importReportFileName('../..')).toBe('caseload-import-report.csv');
  });
});
