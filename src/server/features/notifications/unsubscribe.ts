import { and, eq, isNull } from 'drizzle-orm';
import type { Dependencies } from '../../dependencies';
import { userProfiles } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import { recordAudit } from '../audit/record-audit';
import { userOfUnsubscribeToken } from './unsubscribe-token';

const invalid = () => new AppError('UNSUBSCRIBE_LINK_INVALID', 'This unsubscribe link is not valid. Please use the link in the most recent e-mail.');

/**
 * Stops bulk mail to the account a signed link names (RFC 8058 one-click, or the button on the
 * page the mail links to). Mail about the person's own case still reaches them (D19). Saying it
 * twice changes nothing.
 */
export async function unsubscribeFromBulkMail(
  deps: Pick<Dependencies, 'db' | 'clock'> & { config: Pick<Dependencies['config'], 'sessionSecret'> },
  input: { token: string; ip?: string },
): Promise<void> {
  const userId = userOfUnsubscribeToken(deps.config.sessionSecret, input.token);
  if (userId === null) throw invalid();
  await deps.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: userProfiles.id }).from(userProfiles).where(eq(userProfiles.id, userId));
    if (!user) throw invalid();
    const changed = await tx
      .update(userProfiles)
      .set({ bulkMailUnsubscribedAt: deps.clock() })
      .where(and(eq(userProfiles.id, userId), isNull(userProfiles.bulkMailUnsubscribedAt)))
      .returning({ id: userProfiles.id });
    if (changed.length > 0) {
      await recordAudit(tx, { actor: { type: 'victim', id: userId }, action: 'user.unsubscribed', entity: { type: 'user_profile', id: userId }, ip: input.ip });
    }
  });
}
