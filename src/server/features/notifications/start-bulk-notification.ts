import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { sendNotificationSchema } from '@shared/notifications/schema';
import { bulkOperations, notificationTemplates } from '../../kernel/db/schema/index';
import { selectRows } from '../../kernel/db/select-rows';
import type { Dependencies } from '../../dependencies';
import { AppError } from '../../kernel/errors';
import { queueNames } from '../../kernel/jobs/job-runner';
import { recordAudit, type Change } from '../audit/record-audit';
import type { BulkParameters } from './bulk-parameters';
import { bulkRecipientFilter, bulkScopeOf } from './recipients';
import { type StaffIdentity } from '../../kernel/plugins/access';

/**
 * Records a bulk notification and hands it to the job runner in the same transaction, then
 * answers at once: the job writes one outbox mail per recipient, and the mail worker sends them.
 */
export async function startBulkNotification(
  deps: Pick<Dependencies, 'db' | 'jobs'>,
  options: { input: z.output<typeof sendNotificationSchema>; staff: StaffIdentity; by: Change },
): Promise<{ operationId: number }> {
  const { input, staff } = options;
  return deps.db.transaction(async (tx) => {
    const ownCasesOf = await bulkScopeOf(tx, staff);
    if (input.templateId !== undefined) {
      const [template] = await tx.select({ id: notificationTemplates.id }).from(notificationTemplates).where(eq(notificationTemplates.id, input.templateId));
      if (!template) throw new AppError('TEMPLATE_NOT_FOUND', 'That template no longer exists');
    }
    const [count] = await selectRows<{ total: number }>(tx, sql`select count(*)::int as total from user_profiles u where ${bulkRecipientFilter(input.type, ownCasesOf)}`);
    const total = Number(count?.total ?? 0);
    if (total === 0) throw new AppError('VALIDATION_FAILED', 'Nobody would receive this: there are no recipients of that kind');
    const parameters: BulkParameters = { subject: input.subject, message: input.message, type: input.type, ownCasesOf, templateId: input.templateId ?? null };
    const [operation] = await tx
      .insert(bulkOperations)
      .values({
        operationType: 'notification',
        targetType: 'users',
        filters: { type: input.type, ownCasesOnly: ownCasesOf !== null },
        parameters,
        totalItems: total,
        initiatedBy: staff.username,
      })
      .returning({ id: bulkOperations.id });
    await recordAudit(tx, {
      actor: options.by.actor,
      action: 'notification.bulk_started',
      entity: { type: 'bulk_operation', id: operation!.id },
      after: { subject: input.subject, type: input.type, ownCasesOnly: ownCasesOf !== null, recipients: total },
      ip: options.by.ip,
    });
    await deps.jobs.send(tx, queueNames.bulkExpand, { operationId: operation!.id });
    return { operationId: operation!.id };
  });
}
