import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { formatCaseReference } from '@shared/format/case-reference';
import { normaliseIdentifier } from '@shared/identifier';
import type { SavedReply, savedReplyInputSchema } from '@shared/messages/saved-replies';
import { fillPlaceholders, placeholders, type PlaceholderKey } from '@shared/notifications/placeholders';
import type { Tx } from '../../kernel/db/client';
import { savedReplies, userProfiles } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import { isUniqueViolation } from '../../kernel/db/unique-violation';
import type { Dependencies } from '../../dependencies';
import { recordAudit, type Change } from '../audit/record-audit';
import { findIncidentForViewer } from '../incidents/policy';
import { getPlatformName } from '../settings/queries';

type Input = z.output<typeof savedReplyInputSchema>;
type Row = typeof savedReplies.$inferSelect;

const present = (row: Row, filled: string | null = null): SavedReply => ({
  id: row.id,
  title: row.title,
  content: row.content,
  fraudType: row.fraudType,
  updatedAt: row.updatedAt.toISOString(),
  filled,
});

const titleTaken = () => new AppError('SAVED_REPLY_TITLE_TAKEN', 'A saved reply with this title already exists');
const notFound = () => new AppError('SAVED_REPLY_NOT_FOUND', 'Saved reply not found');

/** A title is unique whatever its case; two admins saving the same one at once meet the unique index. */
async function refuseTakenTitle<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw titleTaken();
    throw error;
  }
}

/**
 * What a reply on this case fills in: the victim's name (from their account, if they have one),
 * e-mail and case reference, and our platform's name. A value Haven does not have stays as written,
 * so the case worker sees it and writes it in, rather than a blank.
 */
async function caseValues(deps: Pick<Dependencies, 'db'>, incidentId: number, staffAdminId: number) {
  const { incident } = await findIncidentForViewer(deps.db, { incidentId, viewer: { kind: 'staff', adminId: staffAdminId } });
  const [profile] = await deps.db
    .select({ fullName: userProfiles.fullName })
    .from(userProfiles)
    .where(eq(userProfiles.email, normaliseIdentifier(incident.victimEmail)))
    .limit(1);
  const values: Partial<Record<PlaceholderKey, string>> = {
    email: incident.victimEmail,
    caseReference: formatCaseReference(incident.id),
    platformName: await getPlatformName(deps.db),
    ...(profile ? { name: profile.fullName } : {}),
  };
  return { values, fraudType: incident.fraudType };
}

function fill(text: string, values: Partial<Record<PlaceholderKey, string>>): string {
  const all = Object.fromEntries(placeholders.map(({ key }) => [key, values[key] ?? `{{${key}}}`])) as Record<PlaceholderKey, string>;
  return fillPlaceholders(text, all);
}

/** Every saved reply by title; asked for a case, each is also filled for it and the case's fraud type comes first. */
export async function listSavedReplies(deps: Pick<Dependencies, 'db'>, input: { incidentId?: number; adminId: number }): Promise<{ items: SavedReply[] }> {
  const rows = await deps.db.select().from(savedReplies).orderBy(asc(sql`lower(${savedReplies.title})`)).limit(500);
  if (input.incidentId === undefined) return { items: rows.map((row) => present(row)) };
  const { values, fraudType } = await caseValues(deps, input.incidentId, input.adminId);
  const matching = rows.filter((row) => row.fraudType !== null && row.fraudType === fraudType);
  const general = rows.filter((row) => row.fraudType === null);
  // Replies meant for another fraud type are left out on a case: they would be the wrong words.
  return { items: [...matching, ...general].map((row) => present(row, fill(row.content, values))) };
}

export async function createSavedReply(deps: Pick<Dependencies, 'db'>, input: Input & { by: Change }): Promise<SavedReply> {
  const { by, ...values } = input;
  return refuseTakenTitle(() =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx.insert(savedReplies).values(values).returning();
      await recordAudit(tx, { actor: by.actor, action: 'saved_reply.created', entity: { type: 'saved_reply', id: row!.id }, after: present(row!), ip: by.ip });
      return present(row!);
    }),
  );
}

async function lockedRow(tx: Tx, id: number): Promise<Row> {
  const [row] = await tx.select().from(savedReplies).where(eq(savedReplies.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

export async function updateSavedReply(deps: Pick<Dependencies, 'db'>, input: Input & { id: number; by: Change }): Promise<SavedReply> {
  const { id, by, ...values } = input;
  return refuseTakenTitle(() =>
    deps.db.transaction(async (tx) => {
      const before = await lockedRow(tx, id);
      const [row] = await tx.update(savedReplies).set(values).where(eq(savedReplies.id, id)).returning();
      await recordAudit(tx, { actor: by.actor, action: 'saved_reply.updated', entity: { type: 'saved_reply', id }, before: present(before), after: present(row!), ip: by.ip });
      return present(row!);
    }),
  );
}

export async function deleteSavedReply(deps: Pick<Dependencies, 'db'>, input: { id: number; by: Change }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await lockedRow(tx, input.id);
    await tx.delete(savedReplies).where(eq(savedReplies.id, input.id));
    await recordAudit(tx, { actor: input.by.actor, action: 'saved_reply.deleted', entity: { type: 'saved_reply', id: input.id }, before: present(before), ip: input.by.ip });
  });
}
