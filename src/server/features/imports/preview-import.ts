import { formatCaseReference } from '@shared/format/case-reference';
import { inCurrencyPlaces } from '@shared/money-trails/amount';
import { IMPORT_SAMPLE_ROWS, type ImportKind, type ImportPreview } from '@shared/imports/schema';
import type { Dependencies } from '../../dependencies';
import { checkAgainstRecords, refusedRows, shapeImport, type CheckedImport } from './check-import';

const SAMPLE_TEXT = 200;
const short = (text: string | undefined | null) => {
  const value = text ?? '';
  return value.length > SAMPLE_TEXT ? `${value.slice(0, SAMPLE_TEXT)}…` : value;
};

/** The first rows to import, each cell as it will be stored, in the order of `importColumns[kind]`. */
export function sampleOf(checked: CheckedImport): ImportPreview['sample'] {
  if (checked.kind === 'cases') {
    return checked.good.slice(0, IMPORT_SAMPLE_ROWS).map(({ row, value }) => ({
      row,
      cells: [value.platformName, value.victimEmail, value.status, value.fraudType ?? '', value.amount, 'USD', value.incidentDate, short(value.websiteUrl), short(value.description)],
    }));
  }
  return checked.good.slice(0, IMPORT_SAMPLE_ROWS).map(({ row, value }) => ({
    row,
    cells: [
      formatCaseReference(value.incidentId),
      value.transactionType,
      inCurrencyPlaces(value.amount.replace(/^0+(?=\d)/, ''), value.currency),
      value.currency,
      short(value.fromAccount),
      short(value.toAccount),
      new Date(value.transactionDate).toISOString(),
      value.status,
      short(value.blockchainTx),
      short(value.description),
    ],
  }));
}

/**
 * `POST /api/admin/imports/preview`: every row of the file checked by the form's rules and against
 * Haven's records, with each refusal's row, column and reason. Writes nothing, not even an audit
 * row: nothing has changed, and the import that follows records the file.
 */
export async function previewImport(
  deps: Pick<Dependencies, 'db'>,
  input: { kind: ImportKind; fileName: string; bytes: Buffer; sha256: string },
): Promise<ImportPreview> {
  const checked = await checkAgainstRecords(deps.db, shapeImport(input));
  return {
    kind: checked.kind,
    fileName: input.fileName,
    sha256: input.sha256,
    rows: checked.rowCount,
    toImport: checked.good.length,
    refused: refusedRows(checked.problems),
    problems: checked.problems,
    ignoredColumns: checked.ignoredColumns,
    newPlatforms: checked.newPlatforms,
    sample: sampleOf(checked),
    previewDigest: checked.digest,
  };
}
