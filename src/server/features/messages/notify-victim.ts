import { victimCasePath } from '@shared/cases/case-tabs';
import type { z } from 'zod';
import type { notifyVictimSchema } from '@shared/messages/staff-schema';
import { messages } from '../../kernel/db/schema/index';
import type { Dependencies } from '../../dependencies';
import { AppError } from '../../kernel/errors';
import { queueMail } from '../../kernel/mail/outbox/queue-mail';
import { recordAudit, type Change } from '../audit/record-audit';
import { findIncidentForViewer } from '../incidents/policy';
import { getPlatformName } from '../settings/queries';
import { caseMessageMail } from './case-message-mail';
import { type StaffIdentity } from '../../kernel/plugins/access';
import { markAnswered } from '../incidents/awaiting-staff';
import { caseMailLocale } from '../settings/locale';

type NotifyDependencies = Pick<Dependencies, 'db' | 'jobs' | 'clock'> & { config: Pick<Dependencies['config'], 'publicUrl' | 'dataEncryptionKey'> };

/**
 * The Communications form: one in-app message on the victim's case (with its subject) and one
 * e-mail saying a message waits there (D19: the words stay behind the sign-in). Only a confirmed
 * report reaches its victim (D18); the message and its mail are stored in one transaction, and the
 * outbox keeps trying until the mail server takes it.
 */
export async function notifyVictim(
  deps: NotifyDependencies,
  options: { input: z.output<typeof notifyVictimSchema>; staff: StaffIdentity; by: Change },
): Promise<{ messageId: number; sentTo: string }> {
  const { input, staff } = options;
  const { incident } = await findIncidentForViewer(deps.db, { incidentId: input.incidentId, viewer: { kind: 'staff', adminId: staff.adminId } });
  if (!incident.confirmedAt) {
    throw new AppError('VALIDATION_FAILED', 'This report is not confirmed yet, so nothing can be sent to its address');
  }
  const now = deps.clock();
  const stored = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({
        recoveryId: incident.id,
        sender: 'Case team',
        recipient: incident.victimEmail,
        subject: input.subject,
        content: input.message,
        senderType: 'staff',
        staffDisplayName: staff.displayName ?? staff.username,
        staffAdminId: staff.adminId,
        readByStaffAt: now,
        createdAt: now,
      })
      .returning({ id: messages.id });
    await markAnswered(tx, { incidentId: incident.id, at: now });
    await recordAudit(tx, {
      actor: options.by.actor,
      action: 'notification.sent',
      entity: { type: 'fraud_incident', id: incident.id },
      after: { messageId: row!.id, subject: input.subject },
      ip: options.by.ip,
    });
    const platformName = await getPlatformName(tx);
    const mail = caseMessageMail({ locale: await caseMailLocale(tx, { email: incident.victimEmail, incidentId: incident.id }), platformName, incidentId: incident.id, caseUrl: `${deps.config.publicUrl}${victimCasePath(incident.id, 'messages')}` });
    await queueMail(deps, tx, 'case_message', { to: incident.victimEmail, ...mail }, { incidentId: incident.id });
    return row!;
  });

  return { messageId: stored.id, sentTo: incident.victimEmail };
}
