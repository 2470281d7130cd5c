import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { NotificationTemplate, templateInputSchema } from '@shared/notifications/schema';
import type { Tx } from '../../kernel/db/client';
import { notificationTemplates } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import { recordAudit, type Change } from '../audit/record-audit';
import type { Dependencies } from '../../dependencies';

type Input = z.output<typeof templateInputSchema>;
type Row = typeof notificationTemplates.$inferSelect;

const present = (row: Row): NotificationTemplate => ({
  id: row.id,
  name: row.name,
  subject: row.subject,
  content: row.content,
  type: row.type,
  category: row.category,
  isActive: row.isActive,
  updatedAt: row.updatedAt.toISOString(),
});

const nameTaken = () => new AppError('TEMPLATE_NAME_TAKEN', 'A template with this name already exists');
const notFound = () => new AppError('TEMPLATE_NOT_FOUND', 'Template not found');

async function assertNameFree(tx: Tx, name: string, exceptId?: number): Promise<void> {
  const rows = await tx.select({ id: notificationTemplates.id, name: notificationTemplates.name }).from(notificationTemplates);
  if (rows.some((row) => row.id !== exceptId && row.name.trim().toLowerCase() === name.toLowerCase())) throw nameTaken();
}

export async function listTemplates(deps: Pick<Dependencies, 'db'>): Promise<{ items: NotificationTemplate[] }> {
  const { db } = deps;
  const rows = await db.select().from(notificationTemplates).orderBy(asc(notificationTemplates.name)).limit(500);
  return { items: rows.map(present) };
}

export async function createTemplate(deps: Pick<Dependencies, 'db'>, input: Input & { by: Change }): Promise<NotificationTemplate> {
  const { by, ...template } = input;
  return deps.db.transaction(async (tx) => {
    await assertNameFree(tx, template.name);
    const [row] = await tx.insert(notificationTemplates).values(template).returning();
    await recordAudit(tx, { actor: by.actor, action: 'template.created', entity: { type: 'notification_template', id: row!.id }, after: present(row!), ip: by.ip });
    return present(row!);
  });
}

export async function updateTemplate(deps: Pick<Dependencies, 'db'>, input: Input & { id: number; by: Change }): Promise<NotificationTemplate> {
  const { id, by, ...template } = input;
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(notificationTemplates).where(eq(notificationTemplates.id, id)).for('update');
    if (!before) throw notFound();
    await assertNameFree(tx, template.name, id);
    const [row] = await tx.update(notificationTemplates).set(template).where(eq(notificationTemplates.id, id)).returning();
    await recordAudit(tx, { actor: by.actor, action: 'template.updated', entity: { type: 'notification_template', id }, before: present(before), after: present(row!), ip: by.ip });
    return present(row!);
  });
}

export async function deleteTemplate(deps: Pick<Dependencies, 'db'>, input: { id: number; by: Change }): Promise<void> {
  const { id, by } = input;
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(notificationTemplates).where(eq(notificationTemplates.id, id)).returning();
    if (!row) throw notFound();
    await recordAudit(tx, { actor: by.actor, action: 'template.deleted', entity: { type: 'notification_template', id }, before: present(row), ip: by.ip });
  });
}
