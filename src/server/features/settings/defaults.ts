import { DEFAULT_CONTINGENCY_FEE_PERCENT } from '@shared/limits';
import { DEFAULT_PLATFORM_NAME, DEFAULT_TAGLINE, type SettingCategory } from '@shared/settings/schema';

export type SettingDefault = {
  key: string;
  value: string;
  category: SettingCategory;
  description: string;
  isSecret?: boolean;
};

/** Written on first start; existing values are never overwritten. */
export const settingDefaults: SettingDefault[] = [
  { key: 'platform_name', value: DEFAULT_PLATFORM_NAME, category: 'branding', description: 'Name shown in the header, titles and e-mails' },
  { key: 'tagline', value: DEFAULT_TAGLINE, category: 'branding', description: 'Subtitle under the platform name' },
  { key: 'logo_url', value: '', category: 'branding', description: 'Logo image; empty shows the default mark' },
  { key: 'favicon_url', value: '', category: 'branding', description: 'Browser tab icon; empty uses the default' },
  { key: 'platform_url', value: '', category: 'general', description: 'Public address of this platform' },
  {
    key: 'search_disclosure',
    value: 'standard',
    category: 'general',
    description: "'standard' shows matches on the page; 'private' e-mails a link to them instead (DECISIONS D2)",
  },
  {
    key: 'contingency_fee_percent',
    value: String(DEFAULT_CONTINGENCY_FEE_PERCENT),
    category: 'payment',
    description: 'Fee on recovered funds only; never charged up front (DECISIONS D5)',
  },
];
