import { settingDefinitions, type SettingDefinition } from '@shared/settings/registry';

export type SettingDefault = Pick<SettingDefinition, 'key' | 'category' | 'description'> & { value: string; isSecret: boolean };

/** Written on first start; existing values are never overwritten. */
export const settingDefaults: SettingDefault[] = settingDefinitions.map((d) => ({
  key: d.key,
  value: d.defaultValue,
  category: d.category,
  description: d.description,
  isSecret: d.isSecret ?? false,
}));
