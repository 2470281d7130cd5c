import { z } from 'zod';

export const settingCategories = ['branding', 'email', 'payment', 'general', 'security'] as const;
export type SettingCategory = (typeof settingCategories)[number];

/** The only settings `GET /api/settings` ever returns; everything else stays on the server. */
export const publicSettingKeys = [
  'platform_name',
  'platform_url',
  'tagline',
  'logo_url',
  'favicon_url',
  'search_disclosure',
  'support_email',
  'reply_time_case_manager',
  'reply_time_legal_advisor',
  'languages',
  'time_zone',
  'default_currency',
] as const;
export type PublicSettingKey = (typeof publicSettingKeys)[number];

export const searchDisclosureModes = ['public', 'private'] as const;
export type SearchDisclosure = (typeof searchDisclosureModes)[number];

export const publicSettingSchema = z.object({
  key: z.string(),
  value: z.string(),
  category: z.enum(settingCategories),
});
export type PublicSetting = z.infer<typeof publicSettingSchema>;

export const publicSettingsResponseSchema = z.array(publicSettingSchema);

export { DEFAULT_PLATFORM_NAME, DEFAULT_TAGLINE } from './defaults';

export const smartsuppConfigSchema = z.object({ key: z.string().optional() });
