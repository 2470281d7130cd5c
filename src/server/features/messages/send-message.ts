import type { Db } from '../../kernel/db/client';
import { messages } from '../../kernel/db/schema/index';
import { AUTOMATED_HELP } from '@shared/messages/schema';
import { findIncidentForViewer } from '../incidents/policy';
import { composeAutomatedAnswer } from './automated-help';
import { presentMessage } from './present-message';

/** Stores the victim's message on their own case; automated help answers in the same transaction. */
export async function sendVictimMessage(db: Db, input: { email: string; recoveryId: number; recipient: string; content: string }) {
  return db.transaction(async (tx) => {
    const { incident } = await findIncidentForViewer(tx, input.recoveryId, { kind: 'victim', email: input.email });
    const [sent] = await tx
      .insert(messages)
      .values({ recoveryId: incident.id, sender: input.email, recipient: input.recipient, content: input.content, senderType: 'user' })
      .returning();
    const stored = [sent!];
    if (input.recipient === AUTOMATED_HELP) {
      const answer = composeAutomatedAnswer(input.content);
      const [reply] = await tx
        .insert(messages)
        .values({
          recoveryId: incident.id,
          sender: AUTOMATED_HELP,
          recipient: input.email,
          content: answer.content,
          articles: answer.articles,
          senderType: 'automated',
          // Nobody on the team needs to answer what the automated help already answered.
          readByStaffAt: new Date(),
        })
        .returning();
      stored.push(reply!);
    }
    return stored.map(presentMessage);
  });
}
