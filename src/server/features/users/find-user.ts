import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { userProfiles } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';

export const USER_NOT_FOUND_MESSAGE = 'User not found';

/** The profile row, or USER_NOT_FOUND. `forUpdate` locks it for the rest of the transaction. */
export async function findUserRow(deps: { db: Db | Tx }, input: { id: number; forUpdate?: boolean }) {
  const query = deps.db.select().from(userProfiles).where(eq(userProfiles.id, input.id)).limit(1);
  const [row] = input.forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('USER_NOT_FOUND', USER_NOT_FOUND_MESSAGE);
  return row;
}
