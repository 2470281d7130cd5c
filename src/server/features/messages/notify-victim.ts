import type { z } from 'zod';
import type { notifyVictimSchema } from '@shared/messages/staff-schema';
import { formatCaseReference } from '@shared/format/case-reference';
import { messages } from '../../db/schema/index';
import type { Dependencies } from '../../dependencies';
import { AppError } from '../../errors';
import { queueMail } from '../../mail/outbox/queue-mail';
import { renderMail } from '../../mail/render';
import type { StaffIdentity } from '../auth/sessions';
import { recordAudit, staffActor } from '../audit/record-audit';
import { findIncidentForViewer } from '../incidents/policy';
import { getSettingValue } from '../settings/queries';

type NotifyDependencies = Pick<Dependencies, 'db' | 'jobs' | 'clock'> & { config: Pick<Dependencies['config'], 'publicUrl' | 'dataEncryptionKey'> };

/**
 * The Communications form: one in-app message on the victim's case (with its subject) and one
 * e-mail saying a message waits there (D19: the words stay behind the sign-in). Only a confirmed
 * report reaches its victim (D18); the message and its mail are stored in one transaction, and the
 * outbox keeps trying until the mail server takes it.
 */
export async function notifyVictim(
  deps: NotifyDependencies,
  options: { input: z.output<typeof notifyVictimSchema>; staff: StaffIdentity; ip?: string },
): Promise<{ messageId: number; sentTo: string }> {
  const { input, staff } = options;
  const { incident } = await findIncidentForViewer(deps.db, input.incidentId, { kind: 'staff', adminId: staff.adminId });
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
    await recordAudit(tx, {
      actor: staffActor(staff),
      action: 'notification.sent',
      entity: { type: 'fraud_incident', id: incident.id },
      after: { messageId: row!.id, subject: input.subject },
      ip: options.ip,
    });
    const reference = formatCaseReference(incident.id);
    const platformName = (await getSettingValue(tx, 'platform_name')) ?? 'Haven';
    const mail = renderMail({
      platformName,
      heading: `A new message on your case ${reference}`,
      paragraphs: [`The case team has sent you a message on case ${reference}. Sign in to read it.`],
      action: { label: 'Read the message', url: `${deps.config.publicUrl}/recovery-details/${incident.id}` },
    });
    await queueMail(deps, tx, 'case_message', { to: incident.victimEmail, subject: `A new message on your case ${reference}`, ...mail });
    return row!;
  });

  return { messageId: stored.id, sentTo: incident.victimEmail };
}
