import { eq } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/schema';
import { userProfiles } from '../../kernel/db/schema/index';
import { type VictimIdentity } from '../../kernel/plugins/access';
import type { Dependencies } from '../../dependencies';

/** The signed-in victim as the app shows them: their profile's e-mail and name. */
export async function findSessionUser(deps: Pick<Dependencies, 'db'>, input: { victim: VictimIdentity }): Promise<SessionUser> {
  const { db } = deps;
  const { victim } = input;
  const [profile] = await db
    .select({ email: userProfiles.email, fullName: userProfiles.fullName })
    .from(userProfiles)
    .where(eq(userProfiles.id, victim.userId))
    .limit(1);
  return profile ?? { email: victim.email, fullName: '' };
}
