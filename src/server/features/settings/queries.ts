import { inArray, sql } from 'drizzle-orm';
import { publicSettingKeys, type PublicSetting } from '@shared/settings/schema';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema/index';
import { settingDefaults } from './defaults';

export async function ensureDefaultSettings(db: Db): Promise<void> {
  await db
    .insert(settings)
    .values(settingDefaults.map((s) => ({ ...s, isSecret: s.isSecret ?? false, updatedBy: 'system' })))
    .onConflictDoNothing({ target: settings.key });
}

export async function listPublicSettings(db: Db): Promise<PublicSetting[]> {
  const rows = await db
    .select({ key: settings.key, value: settings.value, category: settings.category })
    .from(settings)
    .where(inArray(settings.key, [...publicSettingKeys]))
    .orderBy(settings.key);
  return rows;
}

export async function getSettingValue(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(sql`${settings.key} = ${key}`)
    .limit(1);
  return row?.value ?? settingDefaults.find((s) => s.key === key)?.value;
}
