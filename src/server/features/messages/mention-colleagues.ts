import { and, inArray, isNull } from 'drizzle-orm';
import { formatCaseReference } from '@shared/format/case-reference';
import { mentionTokens } from '@shared/messages/mentions';
import type { Config } from '../../kernel/config';
import type { Tx } from '../../kernel/db/client';
import { staffUsers } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import { queueMail, type OutboxDependencies } from '../../kernel/mail/outbox/queue-mail';
import { recordAudit, type Change } from '../audit/record-audit';
import { getPlatformName } from '../settings/queries';
import { mentionMail } from './mention-mail';
import { mailLocale } from '../settings/locale';

/** A note names a handful of colleagues, not the whole staff. */
const MAX_MENTIONS = 20;

/**
 * Checks the @names of a note before it is stored: a name nobody has (or a disabled account's)
 * is refused with the names, so a colleague is never left untold by a typo.
 */
export async function findMentioned(tx: Tx, content: string): Promise<{ id: number; username: string; email: string | null; mailWhenMentioned: boolean; locale: string | null }[]> {
  const tokens = mentionTokens(content);
  if (tokens.length === 0) return [];
  if (tokens.length > MAX_MENTIONS) throw new AppError('VALIDATION_FAILED', `A note can name at most ${MAX_MENTIONS} colleagues`);
  const candidates = [...new Set(tokens.flatMap((token) => token.candidates))];
  const found = await tx
    .select({ id: staffUsers.id, username: staffUsers.username, email: staffUsers.email, mailWhenMentioned: staffUsers.mailWhenMentioned, locale: staffUsers.locale })
    .from(staffUsers)
    .where(and(inArray(staffUsers.username, candidates), isNull(staffUsers.disabledAt)));
  const byName = new Map(found.map((staff) => [staff.username, staff]));
  // The longest name that is someone's wins ("@jo_." is jo_ when there is a jo_, else jo).
  const named = tokens.map((token) => ({ token, staff: token.candidates.map((name) => byName.get(name)).find(Boolean) }));
  const unknown = named.filter((entry) => !entry.staff).map((entry) => entry.token.trimmed);
  if (unknown.length > 0) {
    throw new AppError('MENTION_UNKNOWN', 'No active staff member is called {names}. Check the name, or write it without the @.', {
      values: { names: unknown.map((name) => `@${name}`).join(', ') },
    });
  }
  return [...new Map(named.map((entry) => [entry.staff!.id, entry.staff!])).values()];
}

/**
 * Tells each colleague a note names (not its writer): an audit row their bell shows, linking to
 * the note, and an e-mail unless they switched mention mail off. In the note's transaction.
 */
export async function tellMentioned(
  deps: OutboxDependencies & { config: Pick<Config, 'publicUrl'> },
  tx: Tx,
  input: { incidentId: number; messageId: number; mentioned: Awaited<ReturnType<typeof findMentioned>>; writer: { adminId: number; username: string }; by: Change },
): Promise<void> {
  const others = input.mentioned.filter((staff) => staff.id !== input.writer.adminId);
  if (others.length === 0) return;
  const caseReference = formatCaseReference(input.incidentId);
  const platformName = await getPlatformName(tx);
  for (const staff of others) {
    await recordAudit(tx, {
      actor: input.by.actor,
      action: 'message.mentioned',
      entity: { type: 'fraud_incident', id: input.incidentId },
      after: { incidentId: input.incidentId, messageId: input.messageId, adminId: staff.id, username: staff.username },
      ip: input.by.ip,
    });
    if (!staff.email || !staff.mailWhenMentioned) continue;
    const mail = mentionMail({
      locale: await mailLocale(tx, staff.locale),
      platformName,
      caseReference,
      mentionedBy: input.writer.username,
      noteUrl: `${deps.config.publicUrl}/admin/incidents/${input.incidentId}#message-${input.messageId}`,
    });
    await queueMail(deps, tx, 'mention', { to: staff.email, ...mail }, { dedupeKey: `mention:${input.messageId}:${staff.id}` });
  }
}
