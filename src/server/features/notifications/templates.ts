import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { NotificationTemplate, templateInputSchema } from '@shared/notifications/schema';
import type { Db, Tx } from '../../kernel/db/client';
import { notificationTemplates } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import { recordAudit, staffActor } from '../audit/record-audit';
import { type StaffIdentity } from '../../kernel/plugins/access';

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

export async function listTemplates(db: Db): Promise<{ items: NotificationTemplate[] }> {
  const rows = await db.select().from(notificationTemplates).orderBy(asc(notificationTemplates.name)).limit(500);
  return { items: rows.map(present) };
}

export async function createTemplate(db: Db, input: Input, staff: StaffIdentity, ip?: string): Promise<NotificationTemplate> {
  return db.transaction(async (tx) => {
    await assertNameFree(tx, input.name);
    const [row] = await tx.insert(notificationTemplates).values(input).returning();
    await recordAudit(tx, { actor: staffActor(staff), action: 'template.created', entity: { type: 'notification_template', id: row!.id }, after: present(row!), ip });
    return present(row!);
  });
}

export async function updateTemplate(db: Db, id: number, input: Input, staff: StaffIdentity, ip?: string): Promise<NotificationTemplate> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(notificationTemplates).where(eq(notificationTemplates.id, id)).for('update');
    if (!before) throw notFound();
    await assertNameFree(tx, input.name, id);
    const [row] = await tx.update(notificationTemplates).set(input).where(eq(notificationTemplates.id, id)).returning();
    await recordAudit(tx, { actor: staffActor(staff), action: 'template.updated', entity: { type: 'notification_template', id }, before: present(before), after: present(row!), ip });
    return present(row!);
  });
}

export async function deleteTemplate(db: Db, id: number, staff: StaffIdentity, ip?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(notificationTemplates).where(eq(notificationTemplates.id, id)).returning();
    if (!row) throw notFound();
    await recordAudit(tx, { actor: staffActor(staff), action: 'template.deleted', entity: { type: 'notification_template', id }, before: present(row), ip });
  });
}
