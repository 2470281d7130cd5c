import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tag, TagColour } from '@shared/tags/schema';
import type { Db, Tx } from '../../kernel/db/client';
import { caseTags, tags } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import { isForeignKeyViolation } from '../../kernel/db/unique-violation';
import { MAX_TAGS_PER_CASE } from '@shared/tags/schema';
import type { Dependencies } from '../../dependencies';
import { recordAudit, type Change } from '../audit/record-audit';
import { findIncidentForViewer } from './policy';

// A case's tags live with the case (every list and page of cases reads them); the list of tags
// itself is kept by features/tags.

export const presentTag = (row: { id: number; name: string; colour: string }): Tag => ({ id: row.id, name: row.name, colour: row.colour as TagColour });

/** The tags of some cases, by case id, by name: one statement for a page of a list. */
export async function tagsOfCases(db: Db | Tx, incidentIds: number[]): Promise<Map<number, Tag[]>> {
  const found = new Map<number, Tag[]>();
  if (incidentIds.length === 0) return found;
  const rows = await db
    .select({ incidentId: caseTags.incidentId, id: tags.id, name: tags.name, colour: tags.colour })
    .from(caseTags)
    .innerJoin(tags, eq(tags.id, caseTags.tagId))
    .where(inArray(caseTags.incidentId, incidentIds))
    .orderBy(asc(sql`lower(${tags.name})`));
  for (const row of rows) found.set(row.incidentId, [...(found.get(row.incidentId) ?? []), presentTag(row)]);
  return found;
}

/** Refuses ids that name no tag, with which ones, before anything changes. */
async function assertTagsExist(tx: Tx, tagIds: number[]): Promise<void> {
  if (tagIds.length === 0) return;
  const known = await tx.select({ id: tags.id }).from(tags).where(inArray(tags.id, tagIds));
  const missing = tagIds.filter((id) => !known.some((row) => row.id === id));
  if (missing.length > 0) throw new AppError('TAG_UNKNOWN', 'No tag has the id {ids}. Reload the page to see the tags there are.', { values: { ids: missing.join(', ') } });
}

/**
 * A case's tags become the ones given (any staff member; admins keep the list itself). Audited with
 * the names before and after; a save that changes nothing writes nothing.
 */
const tagGone = () => new AppError('TAG_UNKNOWN', 'A tag was deleted just now. Reload the page to see the tags there are.');

/** A tag deleted between the check and the write meets the foreign key: said as the refusal it is. */
export async function refuseDeletedTag<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw tagGone();
    throw error;
  }
}

export async function setCaseTags(deps: Pick<Dependencies, 'db'>, input: { incidentId: number; tagIds: number[]; adminId: number; by: Change }): Promise<{ tags: Tag[] }> {
  return refuseDeletedTag(() => deps.db.transaction(async (tx) => {
    await findIncidentForViewer(tx, { incidentId: input.incidentId, viewer: { kind: 'staff', adminId: input.adminId } });
    await assertTagsExist(tx, input.tagIds);
    // Locks the case's tag rows' parent, so two saves of one case's tags apply one after the other.
    await tx.execute(sql`select 1 from fraud_incidents where id = ${input.incidentId} for update`);
    const before = (await tagsOfCases(tx, [input.incidentId])).get(input.incidentId) ?? [];
    const wanted = new Set(input.tagIds);
    const had = new Set(before.map((tag) => tag.id));
    const removed = [...had].filter((id) => !wanted.has(id));
    const added = [...wanted].filter((id) => !had.has(id));
    if (removed.length === 0 && added.length === 0) return { tags: before };
    if (removed.length > 0) await tx.delete(caseTags).where(and(eq(caseTags.incidentId, input.incidentId), inArray(caseTags.tagId, removed)));
    if (added.length > 0) await tx.insert(caseTags).values(added.map((tagId) => ({ incidentId: input.incidentId, tagId, addedBy: input.adminId })));
    const after = (await tagsOfCases(tx, [input.incidentId])).get(input.incidentId) ?? [];
    await recordAudit(tx, {
      actor: input.by.actor,
      action: 'incident.tags_changed',
      entity: { type: 'fraud_incident', id: input.incidentId },
      before: { tags: before.map((tag) => tag.name) },
      after: { tags: after.map((tag) => tag.name) },
      ip: input.by.ip,
    });
    return { tags: after };
  }));
}

/** Adds one tag to a case unless it has it (a bulk action's step); whether it was added. */
export async function addCaseTag(tx: Tx, input: { incidentId: number; tagId: number; tagName: string; adminId: number; by: Change }): Promise<boolean> {
  // The case is locked first, so two additions at once count each other.
  await tx.execute(sql`select 1 from fraud_incidents where id = ${input.incidentId} for update`);
  const [counted] = await tx.select({ n: sql<number>`count(*)::int` }).from(caseTags).where(eq(caseTags.incidentId, input.incidentId));
  const has = await tx.select({ tagId: caseTags.tagId }).from(caseTags).where(and(eq(caseTags.incidentId, input.incidentId), eq(caseTags.tagId, input.tagId)));
  if (has.length > 0) return false;
  if (Number(counted?.n ?? 0) >= MAX_TAGS_PER_CASE) throw new AppError('VALIDATION_FAILED', `This case already carries ${MAX_TAGS_PER_CASE} tags, the most one case may`);
  const inserted = await tx
    .insert(caseTags)
    .values({ incidentId: input.incidentId, tagId: input.tagId, addedBy: input.adminId })
    .onConflictDoNothing()
    .returning({ tagId: caseTags.tagId });
  if (inserted.length === 0) return false;
  await recordAudit(tx, {
    actor: input.by.actor,
    action: 'incident.tags_changed',
    entity: { type: 'fraud_incident', id: input.incidentId },
    after: { added: input.tagName },
    ip: input.by.ip,
  });
  return true;
}
