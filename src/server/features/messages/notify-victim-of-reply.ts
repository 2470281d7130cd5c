import type { Config } from '../../kernel/config';
import type { Tx } from '../../kernel/db/client';
import type { Dependencies } from '../../dependencies';
import { queueMail, type OutboxDependencies } from '../../kernel/mail/outbox/queue-mail';
import { getPlatformName } from '../settings/queries';
import { replyNoticeMail } from './reply-notice-mail';

/**
 * D7: the victim gets an e-mail when staff reply. The mail says only that a reply is waiting; the
 * words stay behind the sign-in, where nobody reading the inbox over a shoulder can see them. It is
 * queued in the transaction that stores the reply.
 */
export async function queueReplyNotice(
  deps: Pick<Dependencies, 'db'> & OutboxDependencies & { config: OutboxDependencies['config'] & Pick<Config, 'publicUrl'> },
  tx: Tx,
  input: { incident: { id: number; victimEmail: string }; staffRole: string },
): Promise<void> {
  const { incident } = input;
  const platformName = await getPlatformName(tx);
  const mail = replyNoticeMail({ platformName, incidentId: incident.id, staffRole: input.staffRole, caseUrl: `${deps.config.publicUrl}/recovery-details/${incident.id}` });
  await queueMail(deps, tx, 'case_reply', { to: incident.victimEmail, ...mail });
}
