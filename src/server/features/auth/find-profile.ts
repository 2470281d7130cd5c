import { eq } from 'drizzle-orm';
import { normaliseIdentifier } from '@shared/identifier';
import type { Db, Tx } from '../../kernel/db/client';
import { userProfiles } from '../../kernel/db/schema/index';

export async function findProfileByEmail(db: Db | Tx, email: string) {
  const [row] = await db
    .select()
    .from(userProfiles)
    .where(eq(userProfiles.email, normaliseIdentifier(email)))
    .limit(1);
  return row ?? null;
}
