import { eq } from 'drizzle-orm';
import type { StaffSetting } from '@shared/settings/staff-schema';
import { isProtectedSetting, settingDefinitionByKey, settingValueProblem, type SettingDefinition } from '@shared/settings/registry';
import { decryptField, encryptField } from '../../kernel/crypto/field-cipher';
import type { Db, Tx } from '../../kernel/db/client';
import { settings } from '../../kernel/db/schema/index';
import type { Config } from '../../kernel/config';
import type { Clock } from '../../dependencies';
import { AppError } from '../../kernel/errors';
import { foreignText } from '../../kernel/texts/error-texts';
import { recordAudit, type Change } from '../audit/record-audit';
import { invalidateSettings } from './queries';

export const SETTING_NOT_FOUND_MESSAGE = 'Setting not found';
export const SETTING_PROTECTED_MESSAGE = 'This setting is protected and cannot be deleted';

type ChangeDependencies = { db: Db; clock: Clock; config: Pick<Config, 'dataEncryptionKey'> };
type SettingAction = 'setting.updated' | 'setting.deleted' | 'branding.uploaded';

function definitionOf(key: string): SettingDefinition {
  const definition = settingDefinitionByKey.get(key);
  if (!definition) throw new AppError('SETTING_NOT_FOUND', SETTING_NOT_FOUND_MESSAGE);
  return definition;
}

/** A setting row as the admin list shows it: a secret's value never leaves (list-staff-settings.ts does the same in SQL). */
export function presentSetting(row: typeof settings.$inferSelect): StaffSetting {
  return {
    id: row.id,
    key: row.key,
    value: row.isSecret ? null : row.value,
    hasValue: row.value !== '',
    category: row.category,
    description: row.description,
    isSecret: row.isSecret,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

// What the audit keeps of a value: a secret's is never written down, only that it changed.
const auditedValue = (definition: SettingDefinition, value: string) => (definition.isSecret ? (value ? '(secret set)' : '(empty)') : value);

/**
 * Stores a value for one key, in the same transaction as its audit row. The row is locked while it
 * changes, so two saves one after the other each see (and audit) the value the other left.
 */
async function writeSetting(
  tx: Tx,
  deps: ChangeDependencies,
  definition: SettingDefinition,
  value: string,
  by: Change,
  action: SettingAction,
): Promise<StaffSetting> {
  const [current] = await tx.select().from(settings).where(eq(settings.key, definition.key)).for('update');
  const stored = definition.isSecret && value !== '' ? encryptField(deps.config.dataEncryptionKey, value) : value;
  const values = { value: stored, isSecret: definition.isSecret ?? false, updatedBy: by.actor.label ?? 'admin', updatedAt: deps.clock() };
  const [row] = current
    ? await tx.update(settings).set(values).where(eq(settings.id, current.id)).returning()
    : await tx.insert(settings).values({ ...values, key: definition.key, category: definition.category, description: definition.description }).returning();
  const before = current ? storedPlainValue(deps, definition, current.value) : definition.defaultValue;
  await recordAudit(tx, {
    actor: by.actor,
    action,
    entity: { type: 'setting', id: definition.key },
    before: { value: auditedValue(definition, before) },
    after: { value: auditedValue(definition, value) },
    ip: by.ip,
  });
  return presentSetting(row!);
}

function storedPlainValue(deps: Pick<ChangeDependencies, 'config'>, definition: SettingDefinition, stored: string): string {
  if (!definition.isSecret || stored === '') return stored;
  try {
    return decryptField(deps.config.dataEncryptionKey, stored);
  } catch {
    // Written under another data key: there is a value, but it cannot be read here.
    return '(unreadable)';
  }
}

/** `PUT /api/admin/settings/{key}`: checked against the key's own rule; the same value twice writes nothing. */
export async function updateSetting(
  deps: ChangeDependencies,
  input: { key: string; value: string; by: Change; action?: SettingAction },
): Promise<StaffSetting> {
  const { key, by, action = 'setting.updated' } = input;
  const definition = definitionOf(key);
  const value = input.value.trim();
  const problem = settingValueProblem(definition, value);
  if (problem) throw new AppError('VALIDATION_FAILED', foreignText(problem));
  const result = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(settings).where(eq(settings.key, key));
    if (current && !definition.isSecret && current.value === value) return presentSetting(current);
    return writeSetting(tx, deps, definition, value, by, action);
  });
  invalidateSettings(deps.db);
  return result;
}

/**
 * `DELETE /api/admin/settings/{key}`: the organisation's value goes and the default applies again.
 * Every key is one the product reads, so the row itself stays; the protected keys refuse.
 */
export async function deleteSetting(deps: ChangeDependencies, input: { key: string; by: Change }): Promise<StaffSetting> {
  const { key, by } = input;
  if (isProtectedSetting(key)) throw new AppError('SETTING_PROTECTED', SETTING_PROTECTED_MESSAGE);
  const definition = definitionOf(key);
  const result = await deps.db.transaction((tx) => writeSetting(tx, deps, definition, definition.defaultValue, by, 'setting.deleted'));
  invalidateSettings(deps.db);
  return result;
}

/** `GET /api/admin/settings/{key}/reveal`: a secret's value, with an audit row naming who saw it (never the value). */
export async function revealSetting(deps: ChangeDependencies, input: { key: string; by: Change }): Promise<{ key: string; value: string }> {
  const { key, by } = input;
  const definition = definitionOf(key);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(settings).where(eq(settings.key, key));
    const value = row ? storedPlainValue(deps, definition, row.value) : definition.defaultValue;
    await recordAudit(tx, { actor: by.actor, action: 'setting.revealed', entity: { type: 'setting', id: key }, ip: by.ip });
    return { key, value };
  });
}

/** A secret setting's plain value for the server's own use (the mail server address); '' when unset or unreadable. */
export function plainSecretSetting(dataEncryptionKey: Buffer, stored: string | undefined): string {
  if (!stored) return '';
  try {
    return decryptField(dataEncryptionKey, stored);
  } catch {
    return '';
  }
}
