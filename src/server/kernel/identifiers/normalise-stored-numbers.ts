import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { checkAccount } from '@shared/money-trails/account-schema';
import { ERASED_VALUE } from '@shared/money-trails/observable-key';
import { toE164 } from '@shared/places/phone';
import type { Db } from '../db/client';
import { dataPasses, moneyTrails, recoveryApplications, userProfiles } from '../db/schema/index';

type Log = { info: (object: object, message: string) => void };

// D32: finishes migration 0032 at start (issue 28): phone numbers in E.164 and money trails' IBANs and
// phone numbers in their one written form need libphonenumber's and ibantools' knowledge, which
// SQL lacks, and must be read exactly as the forms read them now (src/shared/places), so linked
// cases and "Notify me" match rows kept before and after. A value that cannot be read stays
// exactly as it was: nothing is lost and nothing is guessed. It runs once: the first start after
// 0032 reads the rows not yet in their form, a batch at a time in id order (memory stays flat on a
// large database), and records the pass in data_passes; later starts read one row of that table.

const PASS = 'stored-numbers-0032';
const BATCH = 500;

type Batch = { batch: number };

/** A phone that is not yet E.164 ('+' and 6 to 15 digits). */
const notE164 = (column: AnyPgColumn) => sql`${column} is not null and ${column} !~ '^\\+[0-9]{6,15}$'`;

/**
 * A money trail's account that may be an IBAN not yet electronic (two letters, two digits, then
 * letters, digits, spaces or dashes, not all upper case without spaces) or a phone number written
 * internationally and not yet E.164. Everything else (words, wallets, bare account numbers) is
 * never read.
 */
const accountToRead = (column: AnyPgColumn) => sql`${column} is not null and ${column} <> ${ERASED_VALUE} and (
  (${column} ~* '^\\s*[a-z]{2}[0-9]{2}[a-z0-9 -]{11,}\\s*$' and ${column} !~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]+$')
  or (${column} ~ '^\\s*(\\+|00)[0-9 ().-]+\\s*$' and ${column} !~ '^\\+[0-9]{6,15}$'))`;

async function normalisePhones(
  db: Db,
  { batch }: Batch,
  target: { table: PgTable; id: AnyPgColumn; phone: AnyPgColumn; country: AnyPgColumn; where: SQL },
): Promise<number> {
  let changed = 0;
  for (let after = 0; ; ) {
    const rows = (await db
      .select({ id: target.id, phone: target.phone, country: target.country })
      .from(target.table)
      .where(and(target.where, gt(target.id, after)))
      .orderBy(asc(target.id))
      .limit(batch)) as { id: number; phone: string; country: string }[];
    for (const row of rows) {
      const e164 = toE164(row.phone, row.country);
      if (!e164 || e164 === row.phone) continue;
      await db.update(target.table).set({ phone: e164 }).where(eq(target.id, row.id));
      changed += 1;
    }
    if (rows.length < batch) return changed;
    after = rows.at(-1)!.id;
  }
}

/** The one written form of an account kept before issue 28, or null to leave it as it is. */
function normalisedAccount(value: string | null): string | null {
  if (value === null) return null;
  const checked = checkAccount(value.trim());
  return checked.ok && checked.value !== value ? checked.value : null;
}

async function normaliseTrailAccounts(db: Db, { batch }: Batch): Promise<number> {
  let changed = 0;
  for (let after = 0; ; ) {
    const rows = await db
      .select({ id: moneyTrails.id, fromAccount: moneyTrails.fromAccount, toAccount: moneyTrails.toAccount })
      .from(moneyTrails)
      .where(and(gt(moneyTrails.id, after), sql`((${accountToRead(moneyTrails.fromAccount)}) or (${accountToRead(moneyTrails.toAccount)}))`))
      .orderBy(asc(moneyTrails.id))
      .limit(batch);
    for (const row of rows) {
      const fromAccount = normalisedAccount(row.fromAccount);
      const toAccount = normalisedAccount(row.toAccount);
      if (fromAccount === null && toAccount === null) continue;
      await db
        .update(moneyTrails)
        .set({ ...(fromAccount !== null && { fromAccount }), ...(toAccount !== null && { toAccount }) })
        .where(eq(moneyTrails.id, row.id));
      changed += 1;
    }
    if (rows.length < batch) return changed;
    after = rows.at(-1)!.id;
  }
}

/**
 * Answers how many rows it changed, by table, and logs them when there were any; null when the pass
 * was made before (nothing read).
 */
export async function normaliseStoredNumbers(db: Db, log: Log, { batch = BATCH }: Partial<Batch> = {}): Promise<Record<string, number> | null> {
  const [done] = await db.select({ name: dataPasses.name }).from(dataPasses).where(eq(dataPasses.name, PASS)).limit(1);
  if (done) return null;
  const changed = {
    user_profiles: await normalisePhones(db, { batch }, {
      table: userProfiles,
      id: userProfiles.id,
      phone: userProfiles.phone,
      country: userProfiles.country,
      where: notE164(userProfiles.phone),
    }),
    recovery_applications: await normalisePhones(db, { batch }, {
      table: recoveryApplications,
      id: recoveryApplications.id,
      phone: recoveryApplications.phone,
      country: recoveryApplications.country,
      where: notE164(recoveryApplications.phone),
    }),
    money_trails: await normaliseTrailAccounts(db, { batch }),
  };
  if (Object.values(changed).some((count) => count > 0)) log.info(changed, 'phone numbers and IBANs kept before issue 28 written in their one form');
  // Two servers starting at once may both make the pass: it changes nothing twice.
  await db.insert(dataPasses).values({ name: PASS, changed }).onConflictDoNothing();
  return changed;
}
