import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { checkAccount } from '@shared/money-trails/account-schema';
import { ERASED_VALUE } from '@shared/money-trails/observable-key';
import { toE164 } from '@shared/places/phone';
import type { Db } from '../db/client';
import { moneyTrails, recoveryApplications, userProfiles } from '../db/schema/index';

type Log = { info: (object: object, message: string) => void };

// D32: finishes migration 0032 at start (issue 28): phone numbers in E.164 and money trails' IBANs and
// phone numbers in their one written form need libphonenumber's and ibantools' knowledge, which
// SQL lacks, and must be read exactly as the forms read them now (src/shared/places), so linked
// cases and "Notify me" match rows kept before and after. A value that cannot be read stays
// exactly as it was: nothing is lost and nothing is guessed. Only rows not yet in their form are
// read, so after the first start a start reads none but those left as they were.

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
  target: { table: PgTable; id: AnyPgColumn; phone: AnyPgColumn; country: AnyPgColumn; where: SQL },
): Promise<number> {
  const rows = await db.select({ id: target.id, phone: target.phone, country: target.country }).from(target.table).where(target.where);
  let changed = 0;
  for (const row of rows as { id: number; phone: string; country: string }[]) {
    const e164 = toE164(row.phone, row.country);
    if (!e164 || e164 === row.phone) continue;
    await db.update(target.table).set({ phone: e164 }).where(eq(target.id, row.id));
    changed += 1;
  }
  return changed;
}

/** The one written form of an account kept before issue 28, or null to leave it as it is. */
function normalisedAccount(value: string | null): string | null {
  if (value === null) return null;
  const checked = checkAccount(value.trim());
  return checked.ok && checked.value !== value ? checked.value : null;
}

async function normaliseTrailAccounts(db: Db): Promise<number> {
  const rows = await db
    .select({ id: moneyTrails.id, fromAccount: moneyTrails.fromAccount, toAccount: moneyTrails.toAccount })
    .from(moneyTrails)
    .where(sql`(${accountToRead(moneyTrails.fromAccount)}) or (${accountToRead(moneyTrails.toAccount)})`);
  let changed = 0;
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
  return changed;
}

/** Answers how many rows it changed, by table; logs them when there were any. */
export async function normaliseStoredNumbers(db: Db, log: Log): Promise<Record<string, number>> {
  const changed = {
    user_profiles: await normalisePhones(db, {
      table: userProfiles,
      id: userProfiles.id,
      phone: userProfiles.phone,
      country: userProfiles.country,
      where: notE164(userProfiles.phone),
    }),
    recovery_applications: await normalisePhones(db, {
      table: recoveryApplications,
      id: recoveryApplications.id,
      phone: recoveryApplications.phone,
      country: recoveryApplications.country,
      where: notE164(recoveryApplications.phone),
    }),
    money_trails: await normaliseTrailAccounts(db),
  };
  if (Object.values(changed).some((count) => count > 0)) log.info(changed, 'phone numbers and IBANs kept before issue 28 written in their one form');
  return changed;
}
