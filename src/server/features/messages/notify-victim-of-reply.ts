import { victimCasePath } from '@shared/cases/case-tabs';
import type { Config } from '../../kernel/config';
import type { Tx } from '../../kernel/db/client';
import { queueMail, type OutboxDependencies } from '../../kernel/mail/outbox/queue-mail';
import { getPlatformName } from '../settings/queries';
import { replyNoticeMail } from './reply-notice-mail';
import { caseMailLocale } from '../settings/locale';

/**
 * D7: the victim gets an e-mail when staff reply. The mail says only that a reply is waiting; the
 * words stay behind the sign-in, where nobody reading the inbox over a shoulder can see them. It is
 * queued in the transaction that stores the reply (deps.db).
 */
export async function queueReplyNotice(
  deps: { db: Tx } & OutboxDependencies & { config: OutboxDependencies['config'] & Pick<Config, 'publicUrl'> },
  input: { incident: { id: number; victimEmail: string }; staffRole: string },
): Promise<void> {
  const { db: tx } = deps;
  const { incident } = input;
  const platformName = await getPlatformName(tx);
  const mail = replyNoticeMail({ locale: await caseMailLocale(tx, { email: incident.victimEmail, incidentId: incident.id }), platformName, incidentId: incident.id, staffRole: input.staffRole, caseUrl: `${deps.config.publicUrl}${victimCasePath(incident.id, 'messages')}` });
  await queueMail(deps, tx, 'case_reply', { to: incident.victimEmail, ...mail }, { incidentId: incident.id });
}
