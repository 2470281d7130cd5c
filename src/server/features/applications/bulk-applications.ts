import { eq } from 'drizzle-orm';
import { applicationNoun, type BulkApplicationAction } from '@shared/applications/bulk-schema';
import { formatApplicationReference } from '@shared/applications/schema';
import type { BulkResult } from '@shared/lists/bulk-schema';
import { recoveryApplications } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import { actOnEach, changedSince, changedSinceLoaded } from '../../kernel/lists/act-on-each';
import type { Change } from '../audit/record-audit';
import { APPLICATION_NOT_FOUND_MESSAGE } from './find-staff-application';
import { updateApplication, type UpdateApplicationDependencies } from './update-application';

/**
 * A decision on many applications at once (issue 26): each through the single update (its lock,
 * its rules, its audit row, its mail to a verified applicant), refused when the application
 * changed since the list showed it, and "already so" when it already has that status.
 */
export async function actOnApplications(
  deps: UpdateApplicationDependencies,
  input: { items: { id: number; version: string }[]; action: BulkApplicationAction; by: Change; locale?: string },
): Promise<BulkResult> {
  const { action } = input;
  return actOnEach(deps, {
    locale: input.locale,
    items: input.items,
    noun: applicationNoun,
    referenceOf: formatApplicationReference,
    act: async (item) => {
      const [current] = await deps.db
        .select({ status: recoveryApplications.status, updatedAt: recoveryApplications.updatedAt })
        .from(recoveryApplications)
        .where(eq(recoveryApplications.id, item.id));
      if (!current) throw new AppError('APPLICATION_NOT_FOUND', APPLICATION_NOT_FOUND_MESSAGE);
      // Changed since the list was read: refused, even if it now has the status asked for.
      if (changedSince(current.updatedAt, item.version)) throw new AppError('STALE_VERSION', changedSinceLoaded(applicationNoun));
      if (current.status === action.status) return 'unchanged';
      await updateApplication(deps, {
        id: item.id,
        input: { status: action.status, adminNotes: undefined, ...(action.status === 'rejected' ? { reason: action.reason } : {}) },
        by: input.by,
        loadedAt: item.version,
      });
      return 'done';
    },
  });
}
