import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { userProfiles } from '../../db/schema/index';

export async function findProfileByEmail(db: Db | Tx, email: string) {
  const [row] = await db
    .select()
    .from(userProfiles)
    .where(sql`lower(${userProfiles.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}
