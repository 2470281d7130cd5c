import type { PgTable } from 'drizzle-orm/pg-core';
import type * as schema from '../../kernel/db/schema/index';

type TableName = Extract<(typeof schema)[keyof typeof schema], PgTable>['_']['name'];

export type VictimDataTable = {
  /** The archive file that holds it (with what the README says of it), or what the README says stays out. */
  export: { file: string; holds: string } | { leftOut: string };
  /** What deleting the account does to the victim's rows. */
  deletion: string;
};

/**
 * Every table that holds a victim's personal data, and how the export and the deletion of D15
 * treat it. A test fails when a table with an e-mail, sender, recipient, actor or client-address
 * column is missing here, and seeds every table listed to check that the export holds it all and
 * that deletion leaves none of it.
 */
export const victimDataTables = {
  user_profiles: {
    export: { file: 'profile.json', holds: 'your profile (your password is stored only as a one-way hash and is not included)' },
    deletion: 'deleted',
  },
  sessions: {
    export: { leftOut: 'your sign-in sessions' },
    deletion: 'deleted with the profile (on delete cascade)',
  },
  verification_tokens: {
    export: { leftOut: 'the links e-mailed to you' },
    deletion: 'deleted',
  },
  fraud_incidents: {
    export: {
      file: 'incidents.json',
      holds: 'every incident reported with your e-mail address, including any not yet confirmed as yours',
    },
    deletion:
      'anonymised: the e-mail becomes a placeholder and the description, timeline, team, required documents and the free text of its recorded transactions go; platform, date, amounts and status stay for the statistics',
  },
  money_trails: {
    export: { file: 'money-trails.json', holds: 'the money movements traced on those incidents' },
    deletion: 'anonymised: account numbers, description and blockchain transaction go; type, amount, currency, date and status stay',
  },
  recovery_applications: {
    export: { file: 'applications.json', holds: 'your recovery applications' },
    deletion: 'anonymised: name, e-mail, phone, description and staff notes go; platform, date, amount and status stay',
  },
  payout_requests: {
    export: {
      file: 'payout-requests.json',
      holds: 'your payout requests with the additional information you gave; account details are shown masked: the full details are kept encrypted and are not included',
    },
    deletion: 'anonymised: e-mail, account details, additional information and notes go; amount, method and status stay',
  },
  messages: {
    export: { file: 'messages.json', holds: 'the messages on your cases' },
    deletion: 'deleted',
  },
  documents: {
    export: { file: 'documents.json', holds: 'the documents on your cases; the files themselves are in the files folder' },
    deletion: 'deleted, and their files removed from storage',
  },
  mail_outbox: {
    export: { file: 'emails.json', holds: 'the e-mails we sent you, or still have to send: what each was about, its subject and when (their texts are not kept once sent)' },
    deletion: 'deleted, including any not yet sent',
  },
  watchers: {
    export: {
      file: 'news-requests.json',
      holds: 'what you asked us to tell you about when others report it (a platform, a website or an account from your case), since when, and whether a request made by e-mail was confirmed',
    },
    deletion: 'deleted, with each request and its news',
  },
  audit_log: {
    export: { file: 'activity.json', holds: 'the record of what was done with your account and cases, and when' },
    deletion: 'anonymised: action, record and time stay; recorded values, client addresses and your e-mail go',
  },
} as const satisfies Partial<Record<TableName, VictimDataTable>>;

type Tables = typeof victimDataTables;
type ExportedTable = { [K in keyof Tables]: Tables[K]['export'] extends { file: string } ? K : never }[keyof Tables];

/** The archive file a table's rows go to. */
export const archiveFileOf = (table: ExportedTable): string => victimDataTables[table].export.file;

/** The README of the export archive, listing what the archive holds and what it leaves out. */
export function exportReadme(): string {
  const tables = Object.values(victimDataTables) as VictimDataTable[];
  const held = tables.flatMap(({ export: e }) => ('file' in e ? [`- ${e.file}: ${e.holds}`] : []));
  const leftOut = tables.flatMap(({ export: e }) => ('leftOut' in e ? [`- ${e.leftOut}`] : []));
  return [
    'This archive holds everything the platform stores about you:',
    ...held,
    '- files/: the files on your cases',
    '',
    'Not included, because only a fingerprint of their secret part is stored:',
    ...leftOut,
    '',
  ].join('\n');
}

/**
 * Tables with an identifying column that never holds a victim's data, and why. The check above
 * accepts these instead of an entry in victimDataTables.
 */
export const tablesWithoutVictimData: Partial<Record<TableName, string>> = {
  admin_users: "staff accounts: the e-mail is the staff member's own, used for their set-password links",
};
