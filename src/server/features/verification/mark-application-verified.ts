import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../kernel/db/client';
import type { Clock } from '../../dependencies';
import { recoveryApplications } from '../../kernel/db/schema/index';

/**
 * D18: the application's address is proven (its own link was used), so it joins that account.
 * It lives here, not in applications, because it is what a used verification link proves, and a
 * feature does not import its peers (docs/architecture.md).
 */
export async function markApplicationVerified(deps: { db: Tx; clock: Clock }, input: { applicationId: number; email: string }): Promise<void> {
  const { applicationId, email } = input;
  await deps.db
    .update(recoveryApplications)
    .set({ emailVerifiedAt: deps.clock() })
    .where(
      and(
        eq(recoveryApplications.id, applicationId),
        sql`lower(${recoveryApplications.email}) = ${email.trim().toLowerCase()}`,
        isNull(recoveryApplications.emailVerifiedAt),
      ),
    );
}
