// What the soak and fault runs check once the traffic has stopped and the mail has gone: every
// write the server acknowledged is in the database (a report with its evidence row, and its file
// in storage with the same SHA-256; a message), every confirmation mail the server said it would
// send arrived once, and no evidence file is left in storage without a row.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../src/server/kernel/db/client';
import { documents, fraudIncidents, messages } from '../../src/server/kernel/db/schema/index';
import { storageRoot } from '../../src/server/kernel/storage/storage';
import type { SunkMail } from './mail-sink';
import type { Acknowledged } from './traffic';

export type Verdict = {
  reports: { acknowledged: number; missing: number; fileMissing: number };
  messages: { acknowledged: number; missing: number };
  mail: { expected: number; delivered: number; missing: number; doubled: number; sentAgain: number };
  files: { withoutRow: number; staged: number };
};

async function filesUnder(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => relative(root, join(entry.parentPath, entry.name)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export async function verify(db: Db, dataDir: string, acknowledged: Acknowledged, mails: SunkMail[]): Promise<Verdict> {
  const root = storageRoot(dataDir);
  const incidentIds = acknowledged.reports.map((report) => report.incidentId);
  const found = new Set<number>();
  const evidence = new Map<number, { storageKey: string; sha256: string }[]>();
  for (let i = 0; i < incidentIds.length; i += 1000) {
    const ids = incidentIds.slice(i, i + 1000);
    for (const row of await db.select({ id: fraudIncidents.id }).from(fraudIncidents).where(inArray(fraudIncidents.id, ids))) found.add(row.id);
    for (const row of await db
      .select({ recoveryId: documents.recoveryId, storageKey: documents.storageKey, sha256: documents.sha256 })
      .from(documents)
      .where(inArray(documents.recoveryId, ids))) {
      evidence.set(row.recoveryId!, [...(evidence.get(row.recoveryId!) ?? []), { storageKey: row.storageKey, sha256: row.sha256 ?? '' }]);
    }
  }
  let fileMissing = 0;
  for (const report of acknowledged.reports) {
    const rows = evidence.get(report.incidentId) ?? [];
    const row = rows.find((r) => r.sha256 === report.sha256);
    const stored = row ? await readFile(join(root, row.storageKey)).catch(() => null) : null;
    if (!stored || createHash('sha256').update(stored).digest('hex') !== report.sha256) fileMissing += 1;
  }

  const messageIds = new Set<number>();
  for (let i = 0; i < acknowledged.messages.length; i += 1000) {
    for (const row of await db.select({ id: messages.id }).from(messages).where(inArray(messages.id, acknowledged.messages.slice(i, i + 1000)))) messageIds.add(row.id);
  }

  const expected = acknowledged.reports.filter((report) => report.mailed);
  let delivered = 0;
  let doubled = 0;
  let sentAgain = 0;
  for (const report of expected) {
    const copies = mails.filter((mail) => mail.to === report.victimEmail && mail.subject.includes(report.caseReference));
    if (copies.length > 0) delivered += 1;
    if (copies.length > 1) {
      // The same Message-ID again is the same mail sent twice (a crash between sending and
      // settling); another Message-ID would be a second mail.
      if (new Set(copies.map((mail) => mail.messageId)).size === 1) sentAgain += 1;
      else doubled += 1;
    }
  }

  const named = new Set((await db.select({ storageKey: documents.storageKey }).from(documents)).map((row) => row.storageKey));
  const stored = await filesUnder(root);
  const evidenceFiles = stored.filter((key) => key.startsWith('evidence/'));
  return {
    reports: { acknowledged: acknowledged.reports.length, missing: incidentIds.length - found.size, fileMissing },
    messages: { acknowledged: acknowledged.messages.length, missing: acknowledged.messages.length - messageIds.size },
    mail: { expected: expected.length, delivered, missing: expected.length - delivered, doubled, sentAgain },
    files: { withoutRow: evidenceFiles.filter((key) => !named.has(key)).length, staged: stored.filter((key) => key.startsWith('staging/')).length },
  };
}

export function describeVerdict(v: Verdict): string[] {
  return [
    `  reports acknowledged ${v.reports.acknowledged}: missing ${v.reports.missing}, evidence file missing or changed ${v.reports.fileMissing}`,
    `  messages acknowledged ${v.messages.acknowledged}: missing ${v.messages.missing}`,
    `  confirmation mails expected ${v.mail.expected}: delivered ${v.mail.delivered}, missing ${v.mail.missing}, doubled ${v.mail.doubled}, sent again (same Message-ID) ${v.mail.sentAgain}`,
    `  evidence files without a row ${v.files.withoutRow}; files still staged ${v.files.staged} (the nightly sweep settles them)`,
  ];
}

/** Lost: acknowledged and not there. Doubled: a second mail. Either fails the run. */
export function lostAndDoubled(v: Verdict): { lost: number; doubled: number } {
  return { lost: v.reports.missing + v.reports.fileMissing + v.messages.missing + v.mail.missing + v.files.withoutRow, doubled: v.mail.doubled };
}
