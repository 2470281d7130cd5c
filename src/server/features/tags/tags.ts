import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tag, tagInputSchema } from '@shared/tags/schema';
import type { Tx } from '../../kernel/db/client';
import { tags } from '../../kernel/db/schema/index';
import { selectRows } from '../../kernel/db/select-rows';
import { isUniqueViolation } from '../../kernel/db/unique-violation';
import { AppError } from '../../kernel/errors';
import type { Dependencies } from '../../dependencies';
import { recordAudit, type Change } from '../audit/record-audit';
import { presentTag } from '../incidents/case-tags';

type Input = z.output<typeof tagInputSchema>;
type Row = typeof tags.$inferSelect;

const notFound = () => new AppError('TAG_NOT_FOUND', 'Tag not found');

/** A name is unique whatever its case; two admins making one at once meet the unique index. */
async function refuseTakenName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('TAG_NAME_TAKEN', 'A tag with this name already exists');
    throw error;
  }
}

export async function listTags(deps: Pick<Dependencies, 'db'>): Promise<{ items: Tag[] }> {
  const rows = await deps.db.select().from(tags).orderBy(asc(sql`lower(${tags.name})`)).limit(500);
  return { items: rows.map(presentTag) };
}

export async function createTag(deps: Pick<Dependencies, 'db'>, input: Input & { by: Change }): Promise<Tag> {
  const { by, ...values } = input;
  return refuseTakenName(() =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx.insert(tags).values(values).returning();
      await recordAudit(tx, { actor: by.actor, action: 'tag.created', entity: { type: 'tag', id: row!.id }, after: presentTag(row!), ip: by.ip });
      return presentTag(row!);
    }),
  );
}

async function lockedTag(tx: Tx, id: number): Promise<Row> {
  const [row] = await tx.select().from(tags).where(eq(tags.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

export async function updateTag(deps: Pick<Dependencies, 'db'>, input: Input & { id: number; by: Change }): Promise<Tag> {
  const { id, by, ...values } = input;
  return refuseTakenName(() =>
    deps.db.transaction(async (tx) => {
      const before = await lockedTag(tx, id);
      const [row] = await tx.update(tags).set(values).where(eq(tags.id, id)).returning();
      await recordAudit(tx, { actor: by.actor, action: 'tag.updated', entity: { type: 'tag', id }, before: presentTag(before), after: presentTag(row!), ip: by.ip });
      return presentTag(row!);
    }),
  );
}

/** Deleting a tag takes it off every case (the rows cascade); the audit row says how many. */
export async function deleteTag(deps: Pick<Dependencies, 'db'>, input: { id: number; by: Change }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await lockedTag(tx, input.id);
    const [counted] = await selectRows<{ n: number }>(tx, sql`select count(*)::int as n from case_tags where tag_id = ${input.id}`);
    await tx.delete(tags).where(eq(tags.id, input.id));
    await recordAudit(tx, {
      actor: input.by.actor,
      action: 'tag.deleted',
      entity: { type: 'tag', id: input.id },
      before: { ...presentTag(before), cases: Number(counted?.n ?? 0) },
      ip: input.by.ip,
    });
  });
}
