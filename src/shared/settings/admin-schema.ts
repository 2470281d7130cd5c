import { z } from 'zod';
import { listPageSchema, listQuerySchema } from '../lists/list-query';
import { settingCategories } from './schema';

export const staffSettingListSorts = ['key', 'updated'] as const;
export type StaffSettingListSort = (typeof staffSettingListSorts)[number];

/**
 * `GET /api/admin/settings` (admins only, D17): by key unless asked otherwise. `q` finds the key or
 * the description (anywhere, % and _ literal), never a value; `status` is the category tab.
 */
export const staffSettingListQuerySchema = listQuerySchema(settingCategories, staffSettingListSorts);
export type StaffSettingListQuery = z.output<typeof staffSettingListQuerySchema>;

/**
 * A setting as the admin list shows it. A secret's value is never sent: `value` is null and
 * `hasValue` says whether one is stored (revealing it is its own audited call).
 */
export const staffSettingSchema = z.object({
  id: z.number(),
  key: z.string(),
  value: z.string().nullable(),
  hasValue: z.boolean(),
  category: z.enum(settingCategories),
  description: z.string().nullable(),
  isSecret: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type StaffSetting = z.infer<typeof staffSettingSchema>;

export const staffSettingPageSchema = listPageSchema(staffSettingSchema);
export type StaffSettingPage = z.infer<typeof staffSettingPageSchema>;
