import { describe, expect, it } from 'vitest';
import { columnsNotImported, importColumns, importTemplateCsv, type ImportKind } from '@shared/imports/schema';
import { importReportCsv, importReportFileName } from '@shared/imports/report';
import { incidentsExport } from '../export/sources/incidents';
import { moneyTrailsExport } from '../export/sources/money-trails';
import type { ExportSource } from '../export/export-source';
import { readCsv } from '../../test/read-csv';

// An import's columns are the export's: every column of the export is either imported or named
// as not imported with a reason, by the same header and key, so an exported file reads back.
const sources: Record<ImportKind, ExportSource<never>> = { cases: incidentsExport as ExportSource<never>, 'money-trails': moneyTrailsExport as ExportSource<never> };

describe('the import’s columns mirror the export’s', () => {
  for (const kind of ['cases', 'money-trails'] as const) {
    it(`${kind}: each export column is imported or said not to be, by the same header and key`, () => {
      const exported = sources[kind].columns.map((column) => [column.header, column.key]).sort();
      const accounted = [...importColumns[kind], ...columnsNotImported[kind]].map((column) => [column.header, column.key]).sort();
      expect(accounted).toEqual(exported);
    });
  }

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
