import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { AppError } from '../../kernel/errors';
import { impersonationChecks } from '../../kernel/db/schema/index';

/**
 * A visitor reports a contact Haven told them is not ours: the look-up is marked, and staff see the
 * contact among those reported as posing as us. Reporting again changes nothing; a contact that
 * is ours cannot be reported (it would put our own address on the list of impostors).
 */
export async function reportContact(deps: { db: Db; clock: () => Date }, publicId: string): Promise<void> {
  const [check] = await deps.db.select().from(impersonationChecks).where(eq(impersonationChecks.publicId, publicId));
  if (!check) throw new AppError('NOT_FOUND', 'This look-up is not known. Please check the contact again.');
  if (check.verdict !== 'unknown') throw new AppError('VALIDATION_FAILED', 'This contact is one of ours, so there is nothing to report.');
  await deps.db
    .update(impersonationChecks)
    .set({ reportedAt: deps.clock() })
    .where(and(eq(impersonationChecks.id, check.id), isNull(impersonationChecks.reportedAt)));
}
