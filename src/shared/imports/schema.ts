import { z } from 'zod';
import { createIncidentFieldsSchema } from '../incidents/staff-schema';
import { amountInItsCurrency } from '../money/amount-in-currency';
import { DEFAULT_CURRENCY, currencySchema } from '../money/currencies';
import { fraudTypeLabels, fraudTypes } from '../incidents/fraud-types';
import { incidentDateSchema, isCalendarDay } from '../incidents/incident-date';
import { reportIncidentSchema } from '../incidents/report-schema';
import { formatStatusLabel, incidentStatuses } from '../incidents/status';
import { moneyTrailInputSchema } from '../money-trails/staff-schema';
import { importColumns, importKinds, type ImportKind } from './columns';

export * from './columns';

// Each row of an import is checked by the rules of the form that makes the same record by hand:
// a case by the staff's New incident form (createIncidentSchema, with the report form's website and
// the one fraud-type vocabulary), a money trail by the trail form (moneyTrailInputSchema, D16).

const CASE_STATUS_CHOICES = incidentStatuses.map(formatStatusLabel).join(', ');

/**
 * A case row. Unlike the form, the incident date is required: today's date, which the form puts
 * in an empty one, would be made up for a case that happened before the import (D4).
 */
export const caseImportRowSchema = createIncidentFieldsSchema.extend({
  incidentDate: incidentDateSchema,
  status: z.enum(incidentStatuses, { error: `Status is one of: ${CASE_STATUS_CHOICES}` }).optional().default('open'),
  fraudType: z.enum(fraudTypes, { error: `Fraud type is one of: ${Object.values(fraudTypeLabels).join(', ')}` }).optional(),
  websiteUrl: reportIncidentSchema.shape.websiteUrl,
  // Issue 28: the loss's currency, as the export writes it; USD when the cell is empty.
  currency: currencySchema.default(DEFAULT_CURRENCY),
}).superRefine(amountInItsCurrency('amount'));
export type CaseImportRow = z.output<typeof caseImportRowSchema>;

/**
 * A money-trail row: the trail form's rules, and one more. The form reads a date as Date.parse
 * does, which takes 2025-02-30 as 2 March; in a file of many rows, a day the calendar does not have
 * is a mistake to show, not a date to move.
 */
export const trailImportRowSchema = moneyTrailInputSchema.superRefine((value, ctx) => {
  const date = value.transactionDate;
  if (/^\d{4}-\d{2}-\d{2}/.test(date) && !Number.isNaN(Date.parse(date)) && !isCalendarDay(date)) {
    ctx.addIssue({ code: 'custom', path: ['transactionDate'], message: 'That date does not exist' });
  }
});
export type TrailImportRow = z.output<typeof trailImportRowSchema>;

const folded = (text: string) => text.trim().toLowerCase().replace(/[\s-]+/g, '_');

/** A word of a vocabulary as a person may write it: its value or its label, any case ('Under Review'). */
function vocabularyValue(values: readonly string[], labelOf: (value: string) => string) {
  return (text: string) => values.find((value) => value === folded(text) || folded(labelOf(value)) === folded(text)) ?? text.trim();
}

/**
 * How a cell is read before its field's rule: vocabularies by value or words, any case; a
 * currency in capitals. Everything else reaches the form's rule as written.
 */
export const cellReaders: Record<ImportKind, Record<string, (text: string) => string>> = {
  cases: {
    status: vocabularyValue(incidentStatuses, formatStatusLabel),
    fraudType: vocabularyValue(fraudTypes, (value) => fraudTypeLabels[value as keyof typeof fraudTypeLabels]),
    currency: (text) => text.trim().toUpperCase(),
  },
  'money-trails': {
    transactionType: (text) => text.trim().toLowerCase(),
    status: (text) => text.trim().toLowerCase(),
    currency: (text) => text.trim().toUpperCase(),
  },
};

/** The fields of the import forms (multipart: the file under `file`). */
export const importPreviewFieldsSchema = z.object({
  kind: z.enum(importKinds, { error: 'Please choose what the file holds: cases or money-trails' }),
});

export const importCommitFieldsSchema = importPreviewFieldsSchema.extend({
  /** The preview's digest: the commit imports only what the admin saw (the same file, the same rows). */
  previewDigest: z
    .string({ error: 'Please preview the file before importing it' })
    .regex(/^[0-9a-f]{64}$/, 'Please preview the file before importing it'),
  /**
   * D18: 'true' when the organisation vouches that the victims gave it these addresses themselves;
   * the cases then count as confirmed by staff. Otherwise they are unconfirmed until staff confirm
   * each one. Cases only.
   */
  vouched: z.enum(['true', 'false'], { error: 'vouched is true or false' }).optional().default('false'),
});

export const IMPORT_FILE_FIELD = 'file';

/** One reason a row was refused: its row as a spreadsheet numbers it (the header is row 1), the column, why. */
export const importProblemSchema = z.object({
  row: z.number().int(),
  /** The column's header; null when the reason is about the row as a whole (a duplicate, a cell count). */
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

/** `POST /api/admin/imports/preview`: every row checked, nothing written. */
export const importPreviewSchema = z.object({
  kind: z.enum(importKinds),
  fileName: z.string(),
  sha256: z.string(),
  /** Rows read, blank ones aside. */
  rows: z.number().int(),
  toImport: z.number().int(),
  refused: z.number().int(),
  /** Every reason for every refused row, in row order. */
  problems: z.array(importProblemSchema),
  /** Columns of the export the file has and the import does not take, each with why. */
  ignoredColumns: z.array(z.object({ header: z.string(), why: z.string() })),
  /** Cases: platform names Haven does not know yet, which the import adds. */
  newPlatforms: z.array(z.string()),
  /** The first rows to import as they will be stored, cells in the order of `importColumns[kind]`. */
  sample: z.array(z.object({ row: z.number().int(), cells: z.array(z.string()) })),
  /** What `POST /api/admin/imports` sends back, so it imports exactly this. */
  previewDigest: z.string(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** `POST /api/admin/imports`: what was imported, in one transaction, and what was refused. */
export const importResultSchema = z.object({
  kind: z.enum(importKinds),
  fileName: z.string(),
  sha256: z.string(),
  imported: z.number().int(),
  refused: z.number().int(),
  /** Cases: whether they count as confirmed (the organisation vouched, D18); null for money trails. */
  confirmed: z.boolean().nullable(),
  platformsCreated: z.array(z.string()),
  problems: z.array(importProblemSchema),
  /** Each imported row and what it became: the new case's reference, or the case the trail was added to. */
  records: z.array(z.object({ row: z.number().int(), id: z.number().int(), reference: z.string() })),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const IMPORT_SAMPLE_ROWS = 20;

/** The number of sample cells always matches the kind's columns. */
export const sampleHeaders = (kind: ImportKind): string[] => importColumns[kind].map((column) => column.header);
