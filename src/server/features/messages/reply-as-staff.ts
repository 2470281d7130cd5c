import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { StaffThreadMessage, staffReplySchema } from '@shared/messages/staff-schema';
import { documents, messages } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import type { IngestedUpload } from '../../kernel/uploads/ingest-files';
import type { Dependencies } from '../../dependencies';
import { recordAudit, type Change } from '../audit/record-audit';
import { findIncidentForViewer } from '../incidents/policy';
import { queueReplyNotice } from './notify-victim-of-reply';
import { presentThreadMessage } from './present-thread-message';
import { type StaffIdentity } from '../../kernel/plugins/access';
import { markAnswered } from '../incidents/awaiting-staff';
import { findMentioned, tellMentioned } from './mention-colleagues';

type ReplyDependencies = Pick<Dependencies, 'db' | 'jobs' | 'log' | 'clock'> & { config: Pick<Dependencies['config'], 'publicUrl' | 'dataEncryptionKey'> };

/**
 * A staff message on a case. A reply speaks as a case team role and names who wrote it (D7); it
 * answers everything the victim sent before, so those count as read, and the victim is e-mailed
 * that a reply waits (D19: not its words). A note (`internal`) is for colleagues: never shown to
 * the victim, never mailed, and it answers nothing; the colleagues it names as @username are told
 * (issue 26), and a name nobody has refuses the note before anything is stored.
 *
 * A reply may carry one file from the case team (issue 26), checked by content like any upload: it
 * becomes one of the case's documents (the team's, verified, owned by the case's victim) in the
 * same transaction as the reply, so either both are there or neither, and its staged file is
 * removed if anything fails. A note carries none: every case document is the victim's to see.
 */
export async function replyAsStaff(
  deps: ReplyDependencies,
  options: { incidentId: number; input: z.output<typeof staffReplySchema>; staff: StaffIdentity; by: Change; upload?: IngestedUpload },
): Promise<StaffThreadMessage> {
  const { input, upload } = options;
  const file = upload?.files[0];
  if (upload && !file) {
    await upload.discard();
    throw new AppError('VALIDATION_FAILED', 'Please choose a file to send with the reply, or send the reply without one.');
  }
  if (file && input.internal) {
    await upload!.discard();
    throw new AppError('VALIDATION_FAILED', 'A file can go with a reply to the victim, not with an internal note: every file on a case is the victim\'s to see.');
  }
  try {
    const result = await store(deps, options, file);
    await upload?.commit();
    return result;
  } catch (error) {
    await upload?.discard();
    throw error;
  }
}

async function store(
  deps: ReplyDependencies,
  options: { incidentId: number; input: z.output<typeof staffReplySchema>; staff: StaffIdentity; by: Change },
  file: IngestedUpload['files'][number] | undefined,
): Promise<StaffThreadMessage> {
  const { input, staff } = options;
  const now = deps.clock();
  const { stored, incident, document } = await deps.db.transaction(async (tx) => {
    const { incident } = await findIncidentForViewer(tx, { incidentId: options.incidentId, viewer: { kind: 'staff', adminId: staff.adminId } });
    const mentioned = input.internal ? await findMentioned(tx, input.content) : [];
    const [document] = file
      ? await tx
          .insert(documents)
          .values({
            ...file,
            userEmail: incident.victimEmail.toLowerCase(),
            category: 'communication',
            recoveryId: incident.id,
            status: 'verified',
            uploadedByAdminId: staff.adminId,
          })
          .returning()
      : [];
    if (document) {
      await recordAudit(tx, {
        actor: options.by.actor,
        action: 'document.uploaded_by_staff',
        entity: { type: 'document', id: document.id },
        after: { incidentId: incident.id, filename: document.filename, sizeBytes: document.sizeBytes, sha256: document.sha256 },
        ip: options.by.ip,
      });
    }
    const [stored] = await tx
      .insert(messages)
      .values({
        recoveryId: incident.id,
        sender: input.role,
        recipient: input.internal ? 'Case team' : incident.victimEmail,
        content: input.content,
        senderType: 'staff',
        internal: input.internal,
        staffRole: input.role,
        staffDisplayName: staff.displayName ?? staff.username,
        staffAdminId: staff.adminId,
        documentId: document?.id ?? null,
        readByStaffAt: now,
        createdAt: now,
      })
      .returning();
    if (!input.internal) {
      await tx
        .update(messages)
        .set({ readByStaffAt: now })
        .where(and(eq(messages.recoveryId, incident.id), eq(messages.senderType, 'user'), isNull(messages.readByStaffAt)));
      await markAnswered(tx, { incidentId: incident.id, at: now });
    }
    // The audit names the message, not its words: the words are case data, kept where they belong.
    await recordAudit(tx, {
      actor: options.by.actor,
      action: input.internal ? 'message.internal_note' : 'message.replied',
      entity: { type: 'fraud_incident', id: incident.id },
      after: { messageId: stored!.id, role: input.role, ...(document ? { documentId: document.id } : {}) },
      ip: options.by.ip,
    });
    if (input.internal) {
      await tellMentioned(deps, tx, { incidentId: incident.id, messageId: stored!.id, mentioned, writer: staff, by: options.by });
    }
    // D18: an unconfirmed report's address may not be the victim's; the reply waits on the case.
    if (!input.internal && incident.confirmedAt) await queueReplyNotice({ db: tx, jobs: deps.jobs, config: deps.config }, { incident, staffRole: input.role });
    return { stored: stored!, incident, document };
  });
  if (!input.internal && !incident.confirmedAt) deps.log.info({ incidentId: incident.id }, 'reply not e-mailed: the report is not confirmed (D18)');
  return presentThreadMessage(
    stored,
    document ? { documentId: document.id, filename: document.filename, mimeType: document.mimeType, sizeBytes: document.sizeBytes, sha256: document.sha256 } : null,
  );
}
