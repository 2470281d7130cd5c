// Importing a caseload (issue 27): what a file may hold, column by column. The columns are the
// export's (src/server/features/export/sources/incidents.ts and money-trails.ts), by the same
// headers, so a file exported from Haven, or laid out like one, reads back; a test holds them equal.
// Without zod, so the page that lists the columns does not need it.

export const importKinds = ['cases', 'money-trails'] as const;
export type ImportKind = (typeof importKinds)[number];

/** What the file holds, in the words the Import page offers. */
export const importKindTitles: Record<ImportKind, string> = {
  cases: 'Cases, each with its victim’s e-mail address',
  'money-trails': 'Money trails of cases already in Haven, by case reference',
};

/** A file of 5 MB holds far more than 10,000 rows of either kind; both bounds hold. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 10_000;

export type ImportColumn = {
  /** The field of the row schema the cell fills. */
  field: string;
  /** The CSV header, as the export writes it. */
  header: string;
  /** The export's JSON key, also accepted as a header (a JSON export turned into a table). */
  key: string;
  required: boolean;
  /** What the cell holds, for the Import page. */
  note: string;
};

export const importColumns: Record<ImportKind, readonly ImportColumn[]> = {
  cases: [
    { field: 'platformName', header: 'Platform', key: 'platform', required: true, note: 'Found by name in any case; a name Haven does not know yet is added to the platforms' },
    { field: 'victimEmail', header: 'Victim email', key: 'victimEmail', required: true, note: 'The case belongs to this address; no account is made for it' },
    { field: 'status', header: 'Status', key: 'status', required: false, note: 'Open, Under Review, Under Investigation, Recovery Available, Resolved or Closed; Open when empty' },
    { field: 'fraudType', header: 'Fraud type', key: 'fraudType', required: false, note: 'One of the fraud types of the report form (its words or its value)' },
    { field: 'amount', header: 'Amount lost', key: 'lossAmount', required: true, note: 'In the currency of the next column: digits and at most two decimals (none for JPY and others without): 1500.00' },
    { field: 'currency', header: 'Currency', key: 'currency', required: false, note: 'An ISO 4217 code: USD, EUR, GBP…; USD when empty' },
    { field: 'incidentDate', header: 'Incident date', key: 'incidentDate', required: true, note: 'YYYY-MM-DD, not in the future' },
    { field: 'websiteUrl', header: 'Website', key: 'websiteUrl', required: false, note: 'The scam’s website' },
    { field: 'description', header: 'Description', key: 'description', required: false, note: 'At most 10,000 characters' },
  ],
  'money-trails': [
    { field: 'incidentId', header: 'Case', key: 'reference', required: true, note: 'The case’s reference in Haven: FR-000123' },
    { field: 'transactionType', header: 'Type', key: 'transactionType', required: true, note: 'deposit, withdrawal, transfer or payment' },
    { field: 'amount', header: 'Amount', key: 'amount', required: true, note: 'Exact, in the currency’s places: 2 for USD and EUR, 0 for JPY, 8 for BTC and ETH, 6 for USDT and USDC; never rounded' },
    { field: 'currency', header: 'Currency', key: 'currency', required: false, note: 'An ISO 4217 code (USD, EUR, GBP…) or BTC, ETH, USDT, USDC; USD when empty' },
    { field: 'fromAccount', header: 'From account', key: 'fromAccount', required: false, note: 'Where the money came from' },
    { field: 'toAccount', header: 'To account', key: 'toAccount', required: true, note: 'Where the money went' },
    { field: 'transactionDate', header: 'Transaction date', key: 'transactionDate', required: true, note: 'YYYY-MM-DD, or a date and time in ISO 8601' },
    { field: 'status', header: 'Status', key: 'status', required: false, note: 'pending, verified, suspicious or recovered; pending when empty' },
    { field: 'blockchainTx', header: 'Blockchain transaction', key: 'blockchainTx', required: false, note: 'The transaction’s id on its chain' },
    { field: 'description', header: 'Description', key: 'description', required: false, note: 'At most 2,000 characters' },
  ],
};

/**
 * Columns the export writes that an import does not take, and why: a file exported from Haven
 * reads back without editing, and the preview says what was left out.
 */
export const columnsNotImported: Record<ImportKind, readonly { header: string; key: string; why: string }[]> = {
  cases: [
    { header: 'ID', key: 'id', why: 'each imported case gets a number and reference of its own' },
    { header: 'Reference', key: 'reference', why: 'each imported case gets a number and reference of its own' },
    { header: 'Confirmed', key: 'confirmedAt', why: 'whether an imported case is confirmed is the choice made on this page (D18)' },
    { header: 'Confirmed through', key: 'confirmedVia', why: 'whether an imported case is confirmed is the choice made on this page (D18)' },
    { header: 'Reported', key: 'createdAt', why: 'an imported case is recorded at the time of the import' },
    { header: 'Last updated', key: 'updatedAt', why: 'an imported case is recorded at the time of the import' },
    { header: 'Tags', key: 'tags', why: 'tags are given on the case page or the incidents list' },
  ],
  'money-trails': [
    { header: 'ID', key: 'id', why: 'each imported trail gets a number of its own' },
    { header: 'Recorded', key: 'createdAt', why: 'an imported trail is recorded at the time of the import' },
  ],
};

/** A header as compared: case, spaces, hyphens and underscores aside ('Victim email', 'victim_email', 'victimEmail'). */
export const headerKey = (header: string): string => header.normalize('NFKC').toLowerCase().replace(/[\s_-]+/g, '');

/** The file an admin fills in: the header row of the kind, as CSV. */
export function importTemplateCsv(kind: ImportKind): string {
  return `${importColumns[kind].map((column) => column.header).join(',')}\r\n`;
}
