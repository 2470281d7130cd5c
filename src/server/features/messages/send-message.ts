import type { Dependencies } from '../../dependencies';
import { messages } from '../../kernel/db/schema/index';
import { AUTOMATED_HELP } from '@shared/messages/schema';
import { recordAudit, type Change } from '../audit/record-audit';
import { markAwaitingStaff } from '../incidents/awaiting-staff';
import { findIncidentForViewer } from '../incidents/policy';
import { composeAutomatedAnswer } from './automated-help';
import { presentMessage } from './present-message';

/**
 * Stores the victim's message on their own case, with its audit row (who, which case, to whom; not
 * the words); automated help answers in the same transaction.
 */
export async function sendVictimMessage(
  deps: Pick<Dependencies, 'db' | 'clock'>,
  input: { victim: { userId: number; email: string }; recoveryId: number; recipient: string; content: string; by: Change },
) {
  const email = input.victim.email;
  return deps.db.transaction(async (tx) => {
    const { incident } = await findIncidentForViewer(tx, { incidentId: input.recoveryId, viewer: { kind: 'victim', email } });
    const [sent] = await tx
      .insert(messages)
      .values({ recoveryId: incident.id, sender: email, recipient: input.recipient, content: input.content, senderType: 'user' })
      .returning();
    await recordAudit(tx, {
      actor: input.by.actor,
      action: 'message.sent',
      entity: { type: 'message', id: sent!.id },
      after: { incidentId: incident.id, recipient: input.recipient },
      ip: input.by.ip,
    });
    const stored = [sent!];
    // A question to the automated help waits on nobody; one to the case team waits on staff.
    if (input.recipient !== AUTOMATED_HELP) await markAwaitingStaff(tx, { incidentId: incident.id, since: sent!.createdAt, kind: 'message' });
    if (input.recipient === AUTOMATED_HELP) {
      const answer = composeAutomatedAnswer(input.content);
      const [reply] = await tx
        .insert(messages)
        .values({
          recoveryId: incident.id,
          sender: AUTOMATED_HELP,
          recipient: email,
          content: answer.content,
          articles: answer.articles,
          senderType: 'automated',
          // Nobody on the team needs to answer what the automated help already answered.
          readByStaffAt: deps.clock(),
        })
        .returning();
      stored.push(reply!);
    }
    return stored.map((row) => presentMessage(row));
  });
}
