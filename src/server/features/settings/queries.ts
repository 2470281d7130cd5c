import { DEFAULT_PLATFORM_NAME } from '@shared/settings/defaults';
import { eq, inArray } from 'drizzle-orm';
import { settingDefinitionByKey, settingValueProblem } from '@shared/settings/registry';
import { publicSettingKeys, type PublicSetting } from '@shared/settings/schema';
import type { Db, Tx } from '../../kernel/db/client';
import { settings } from '../../kernel/db/schema/index';
import { settingDefaults } from './defaults';
import type { Dependencies } from '../../dependencies';

// Settings are read on hot paths (every search asks for `search_disclosure`) and change rarely, so
// each database's values are kept for a few seconds. Any write to the table drops every process's
// copy at once (a trigger NOTIFYs haven_settings_changed; watchSettings listens); CACHE_MS only
// bounds how stale a copy can be if a notification is ever lost.
const CACHE_MS = 5_000;
// Inside a transaction the transaction itself is asked (on PGlite, one connection, a query beside an
// open transaction would wait for it forever); its copy lasts as long as it does.
const cache = new WeakMap<Db | Tx, { loadedAt: number; values: Promise<Map<string, string>> }>();

function loadValues(db: Db | Tx): Promise<Map<string, string>> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.loadedAt < CACHE_MS) return hit.values;
  const values = db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .then((rows) => new Map(rows.map((row) => [row.key, row.value])));
  cache.set(db, { loadedAt: Date.now(), values });
  // A failed read must not be remembered.
  values.catch(() => cache.delete(db));
  return values;
}

export function invalidateSettings(db: Db): void {
  cache.delete(db);
}

export const SETTINGS_CHANGED_CHANNEL = 'haven_settings_changed';

/** Drops this process's copy of the settings whenever any process changes them (migration 0016). */
export async function watchSettings(database: { db: Db; listen: (channel: string, onNotify: () => void) => Promise<void> }): Promise<void> {
  await database.listen(SETTINGS_CHANGED_CHANNEL, () => invalidateSettings(database.db));
}

export async function ensureDefaultSettings(db: Db): Promise<void> {
  await db
    .insert(settings)
    .values(settingDefaults.map((s) => ({ ...s, updatedBy: 'system' })))
    .onConflictDoNothing({ target: settings.key });
  invalidateSettings(db);
}

export async function listPublicSettings(deps: Pick<Dependencies, 'db'>): Promise<PublicSetting[]> {
  const { db } = deps;
  return db
    .select({ key: settings.key, value: settings.value, category: settings.category })
    .from(settings)
    .where(inArray(settings.key, [...publicSettingKeys]))
    .orderBy(settings.key);
}

export async function getSettingValue(db: Db | Tx, key: string): Promise<string | undefined> {
  const value = (await loadValues(db)).get(key);
  return value ?? settingDefaults.find((s) => s.key === key)?.value;
}

/** The platform's name as mails and documents print it: the setting, or Haven's own when there is none. */
export async function getPlatformName(db: Db | Tx): Promise<string> {
  return (await getSettingValue(db, 'platform_name')) ?? DEFAULT_PLATFORM_NAME;
}

export async function setSettingValue(db: Db, key: string, value: string, updatedBy = 'admin'): Promise<void> {
  await db.update(settings).set({ value, updatedBy, updatedAt: new Date() }).where(eq(settings.key, key));
  invalidateSettings(db);
}

/**
 * A number setting (the fee, session lifetimes, the sign-in limit) as the product uses it: the
 * stored value when it passes the key's own rule, else the default, so a value written past the
 * API (by hand in the database) can never switch a limit off.
 */
export async function getNumberSetting(db: Db, key: string): Promise<number> {
  const definition = settingDefinitionByKey.get(key);
  if (!definition) throw new Error(`unknown setting ${key}`);
  const value = await getSettingValue(db, key);
  return Number(value !== undefined && settingValueProblem(definition, value) === null ? value : definition.defaultValue);
}
