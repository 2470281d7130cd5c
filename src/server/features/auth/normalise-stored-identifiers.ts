import { eq, sql } from 'drizzle-orm';
import { normaliseIdentifier } from '@shared/identifier';
import type { Db } from '../../kernel/db/client';
import { staffUsers, userProfiles } from '../../kernel/db/schema/index';

type Log = { warn: (object: object, message: string) => void };

/**
 * Finishes migration 0013 at start: SQL folded the ASCII letters of stored sign-in names, and only
 * JavaScript folds the rest as the lookups do (shared/identifier.ts). Reads only the rows with a
 * character beyond ASCII, so a start normally reads none. A row whose folded name another account
 * already holds is left as it is and named in the log (ids, not addresses): the operator decides
 * which account keeps the name; nothing is merged silently. Answers how many rows it changed.
 */
export async function normaliseStoredIdentifiers(db: Db, log: Log): Promise<number> {
  const nonAscii = (column: unknown) => sql`${column} ~ '[^[:ascii:]]'`;
  const targets = [
    { table: userProfiles, id: userProfiles.id, column: userProfiles.email, field: 'email' as const, name: 'user_profiles.email' },
    { table: staffUsers, id: staffUsers.id, column: staffUsers.username, field: 'username' as const, name: 'admin_users.username' },
    { table: staffUsers, id: staffUsers.id, column: staffUsers.email, field: 'email' as const, name: 'admin_users.email' },
  ];
  let changed = 0;
  for (const target of targets) {
    const rows = await db.select({ id: target.id, value: target.column }).from(target.table).where(nonAscii(target.column));
    for (const row of rows) {
      if (row.value === null) continue;
      const normalised = normaliseIdentifier(row.value);
      if (normalised === row.value) continue;
      const [holder] = await db.select({ id: target.id }).from(target.table).where(eq(target.column, normalised)).limit(1);
      if (holder) {
        log.warn({ column: target.name, id: row.id, holderId: holder.id }, 'a sign-in name is held by another account once normalised; left unchanged');
        continue;
      }
      await db.update(target.table).set({ [target.field]: normalised }).where(eq(target.id, row.id));
      changed += 1;
    }
  }
  return changed;
}
