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

/** `PUT /api/admin/settings/{key}`: the new value, checked against the key's own rule (registry.ts). */
export const updateSettingSchema = z.object({
  value: z.string({ error: 'Please enter a value' }).max(2000, 'This value is too long'),
});
export type UpdateSettingInput = z.infer<typeof updateSettingSchema>;

export const settingKeyParamSchema = z.object({ key: z.string().min(1).max(100) });

/** A secret's value, answered only to an admin and audited. */
export const revealedSettingSchema = z.object({ key: z.string(), value: z.string() });
export type RevealedSetting = z.infer<typeof revealedSettingSchema>;

/** `POST /api/admin/upload-branding`: where the image is served from, and the setting now holding it. */
export const brandingUploadResponseSchema = z.object({ fileUrl: z.string(), setting: staffSettingSchema });
export type BrandingUploadResponse = z.infer<typeof brandingUploadResponseSchema>;

/** The branding settings an upload may fill, and the form field naming which. */
export const brandingImageKeys = ['logo_url', 'favicon_url'] as const;
export type BrandingImageKey = (typeof brandingImageKeys)[number];

/** The text fields of the branding upload's multipart form. */
export const brandingUploadFieldsSchema = z.object({
  settingKey: z.enum(brandingImageKeys, { error: 'Please say which image this is: logo_url or favicon_url' }),
});

/** `POST /api/admin/settings/test-email`: what the mail server itself answered, word for word. */
export const testEmailResponseSchema = z.object({
  to: z.string(),
  delivered: z.boolean(),
  serverResponse: z.string(),
});
export type TestEmailResponse = z.infer<typeof testEmailResponseSchema>;
