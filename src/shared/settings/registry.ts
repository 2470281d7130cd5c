import { EMAIL_PATTERN } from '../email-pattern';
import { DEFAULT_OFFERED_LOCALES, LOCALE_NAMES, LOCALES } from '../i18n/locales';
import {
  ADMIN_SESSION_IDLE_MS,
  ADMIN_SESSION_TTL_MS,
  DEFAULT_CONTINGENCY_FEE_PERCENT,
  VICTIM_SESSION_TTL_MS,
} from '../limits';
import { DEFAULT_CURRENCY, isoCurrencies } from '../money/currencies';
import { readCurrencyThresholds } from '../money/currency-thresholds';
import { payoutMethods } from '../payouts/schema';
import { DEFAULT_PLATFORM_NAME, DEFAULT_TAGLINE } from './defaults';
import type { SettingCategory } from './schema';

/**
 * How a setting is edited and checked. Every key here is read somewhere in the product: a tab
 * offers nothing that would be saved and then ignored.
 */
export type SettingInput =
  | { kind: 'text'; maxLength: number; required?: boolean }
  | { kind: 'url' }
  | { kind: 'email' }
  | { kind: 'smtp-url' }
  | { kind: 'number'; min: number; max: number; decimals: number; unit: string }
  /** One amount per currency, "USD 1000, EUR 1000" (a bare number is USD): src/shared/money/currency-thresholds.ts. */
  | { kind: 'currency-amounts'; max: string }
  /** `refusal` says what to choose when the options are too many to list in a message. */
  | { kind: 'choice'; options: readonly { value: string; label: string }[]; refusal?: string }
  | { kind: 'choices'; options: readonly { value: string; label: string }[] }
  | { kind: 'image'; accept: 'logo' | 'favicon' };

export type SettingDefinition = {
  key: string;
  category: SettingCategory;
  label: string;
  description: string;
  input: SettingInput;
  defaultValue: string;
  /** Stored encrypted, listed masked, revealed only through an audited call. */
  isSecret?: boolean;
  /** Sent to every visitor by GET /api/settings. */
  isPublic?: boolean;
};

/** Every IANA time zone this runtime knows, UTC first. */
function timeZoneOptions(): { value: string; label: string }[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...zones.filter((zone) => zone !== 'UTC')].map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

const hours = (ms: number) => String(ms / 3_600_000);
const minutes = (ms: number) => String(ms / 60_000);
const days = (ms: number) => String(ms / 86_400_000);

export const settingDefinitions: readonly SettingDefinition[] = [
  // Branding
  {
    key: 'platform_name',
    category: 'branding',
    label: 'Platform name',
    description: 'Name shown in the header, titles, e-mails and reports',
    input: { kind: 'text', maxLength: 80, required: true },
    defaultValue: DEFAULT_PLATFORM_NAME,
    isPublic: true,
  },
  {
    key: 'tagline',
    category: 'branding',
    label: 'Tagline',
    description: 'Subtitle under the platform name',
    input: { kind: 'text', maxLength: 160 },
    defaultValue: DEFAULT_TAGLINE,
    isPublic: true,
  },
  {
    key: 'platform_url',
    category: 'branding',
    label: 'Platform address',
    description: 'Public address of this platform, e.g. https://help.example.org',
    input: { kind: 'url' },
    defaultValue: '',
    isPublic: true,
  },
  {
    key: 'logo_url',
    category: 'branding',
    label: 'Logo',
    description: 'Logo image; empty shows the default mark',
    input: { kind: 'image', accept: 'logo' },
    defaultValue: '',
    isPublic: true,
  },
  {
    key: 'favicon_url',
    category: 'branding',
    label: 'Favicon',
    description: 'Browser tab icon (ICO, PNG or GIF); empty uses the default',
    input: { kind: 'image', accept: 'favicon' },
    defaultValue: '',
    isPublic: true,
  },
  // Email
  {
    key: 'mail_from_name',
    category: 'email',
    label: 'Sender name',
    description: 'Name e-mails come from; empty uses the platform name',
    input: { kind: 'text', maxLength: 80 },
    defaultValue: '',
  },
  {
    key: 'mail_from_address',
    category: 'email',
    label: 'Sender address',
    description: "Address e-mails come from; empty uses the server's MAIL_FROM",
    input: { kind: 'email' },
    defaultValue: '',
  },
  {
    key: 'smtp_url',
    category: 'email',
    label: 'Mail server',
    description: "SMTP server, e.g. smtps://user:password@mail.example.org:465; empty uses the server's SMTP_URL",
    input: { kind: 'smtp-url' },
    defaultValue: '',
    isSecret: true,
  },
  {
    key: 'bulk_mail_per_second',
    category: 'email',
    label: 'Bulk e-mails per second',
    description: "At most this many bulk e-mails a second, so the mail server is not flooded (0: no limit). Mail about a person's own case is never held back",
    input: { kind: 'number', min: 0, max: 1000, decimals: 0, unit: 'per second' },
    defaultValue: '10',
  },
  // Payment (D5)
  {
    key: 'contingency_fee_percent',
    category: 'payment',
    label: 'Fee on recovered funds',
    description: 'Percentage of recovered funds only; never charged up front (DECISIONS D5)',
    input: { kind: 'number', min: 0, max: 50, decimals: 2, unit: '%' },
    defaultValue: String(DEFAULT_CONTINGENCY_FEE_PERCENT),
  },
  {
    key: 'payout_methods',
    category: 'payment',
    label: 'Payout methods',
    description: 'How victims may ask to receive recovered funds',
    input: { kind: 'choices', options: payoutMethods },
    defaultValue: payoutMethods.map((m) => m.value).join(','),
  },
  {
    key: 'payout_single_approval_below',
    category: 'payment',
    label: 'One approval suffices below',
    description:
      'One amount per currency, like USD 1000, EUR 1000: a payout of less than its currency’s amount needs one staff approval; from it up, two different staff members must approve it (DECISIONS D17). A payout in a currency not named here always needs two, and so does every payout when this is empty or 0. No exchange rate is ever applied; each amount is at most 1,000,000',
    input: { kind: 'currency-amounts', max: '1000000' },
    defaultValue: '',
  },
  {
    key: 'payout_processing_time',
    category: 'payment',
    label: 'Payout processing time',
    description: "Shown to victims asking for a payout, e.g. 'about 5 business days'; empty shows nothing",
    input: { kind: 'text', maxLength: 80 },
    defaultValue: '',
  },
  // General
  {
    key: 'search_disclosure',
    category: 'general',
    label: 'Search results',
    description: "'public' shows matches on the page; 'private' e-mails a link to them instead (DECISIONS D2)",
    input: {
      kind: 'choice',
      options: [
        { value: 'public', label: 'Show matches on the page' },
        { value: 'private', label: 'E-mail a link to the matches' },
      ],
    },
    defaultValue: 'public',
    isPublic: true,
  },
  {
    key: 'support_email',
    category: 'general',
    label: 'Support contact',
    description: 'Address shown to victims for questions; empty shows none',
    input: { kind: 'email' },
    defaultValue: '',
    isPublic: true,
  },
  // Languages and time (issue 28, D31)
  {
    key: 'languages',
    category: 'general',
    label: 'Languages offered',
    description:
      'The languages victims may choose; each reader starts in the first of their browser’s languages offered here, else the first offered. Arabic is offered once its texts are translated',
    input: { kind: 'choices', options: LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] })) },
    defaultValue: DEFAULT_OFFERED_LOCALES.join(','),
    isPublic: true,
  },
  {
    key: 'time_zone',
    category: 'general',
    label: 'Time zone',
    description: 'Dates and times are shown in this zone, for staff and victims alike, with the zone named where the hour matters',
    input: { kind: 'choice', options: timeZoneOptions() },
    defaultValue: 'UTC',
    isPublic: true,
  },
  {
    key: 'default_currency',
    category: 'general',
    label: 'Default currency',
    description: 'The currency a new report, case or money trail starts in; anyone entering an amount can still choose another',
    // The web names each currency in the reader's language; the code is the label here.
    input: { kind: 'choice', options: isoCurrencies.map((code) => ({ value: code, label: code })), refusal: 'Please choose a currency from the list' },
    defaultValue: DEFAULT_CURRENCY,
    isPublic: true,
  },
  {
    key: 'official_channels',
    category: 'general',
    label: 'Official channels',
    description:
      'Other e-mail addresses, phone numbers and websites the organisation contacts victims from, separated by commas. "Is this really us?" names them, with the support contact, the sender address and the site itself, as ours; anything else is answered as not ours',
    input: { kind: 'text', maxLength: 1000 },
    defaultValue: '',
  },
  // Response targets (issue 26): staff-side clocks on each case; 0 switches a target off.
  {
    key: 'target_first_reply_hours',
    category: 'general',
    label: 'Target: first reply',
    description: 'Hours from a report to the first answer from staff; 0 sets no target',
    input: { kind: 'number', min: 0, max: 720, decimals: 0, unit: 'hours' },
    defaultValue: '24',
  },
  {
    key: 'target_next_reply_hours',
    category: 'general',
    label: 'Target: next reply',
    description: "Hours from a victim's message or payout request to staff's answer; 0 sets no target",
    input: { kind: 'number', min: 0, max: 720, decimals: 0, unit: 'hours' },
    defaultValue: '48',
  },
  {
    key: 'target_document_review_hours',
    category: 'general',
    label: 'Target: document review',
    description: "Hours from a victim's upload to staff's review of it; 0 sets no target",
    input: { kind: 'number', min: 0, max: 720, decimals: 0, unit: 'hours' },
    defaultValue: '72',
  },
  {
    key: 'reply_time_case_manager',
    category: 'general',
    label: 'Reply time, Case Manager',
    description: "Shown when a victim writes to the Case Manager, e.g. 'within 2 business days'; empty shows nothing",
    input: { kind: 'text', maxLength: 60 },
    defaultValue: '',
    isPublic: true,
  },
  {
    key: 'reply_time_legal_advisor',
    category: 'general',
    label: 'Reply time, Legal Advisor',
    description: "Shown when a victim writes to the Legal Advisor, e.g. 'within 5 business days'; empty shows nothing",
    input: { kind: 'text', maxLength: 60 },
    defaultValue: '',
    isPublic: true,
  },
  // Unconfirmed reports (D18) and their evidence: how long they wait, how much they may hold
  {
    key: 'unconfirmed_report_retention_days',
    category: 'general',
    label: 'Unconfirmed reports kept for',
    description:
      'Days a report nobody has confirmed (D18) is kept, with its evidence files, before it is removed; staff can keep one longer from its page',
    input: { kind: 'number', min: 1, max: 3650, decimals: 0, unit: 'days' },
    defaultValue: '30',
  },
  // What the nightly retention pass removes (features/retention), besides unconfirmed reports
  {
    key: 'sent_mail_retention_days',
    category: 'general',
    label: 'Sent mail records kept for',
    description:
      "Days the record of an e-mail that was sent, refused for good or cancelled (recipient, subject, the mail server's last answer) is kept before it is removed; its words are erased as soon as it is sent",
    input: { kind: 'number', min: 7, max: 3650, decimals: 0, unit: 'days' },
    defaultValue: '90',
  },
  {
    key: 'ended_sign_in_retention_days',
    category: 'general',
    label: 'Ended sign-ins and e-mail links kept for',
    description: 'Days a sign-in that has ended or expired, and an e-mail link that was used or has expired, is kept before it is removed',
    input: { kind: 'number', min: 1, max: 365, decimals: 0, unit: 'days' },
    defaultValue: '30',
  },
  {
    key: 'finished_jobs_retention_days',
    category: 'general',
    label: 'Finished background jobs kept for',
    description: 'Days a finished background job (a mail sent, a bulk send expanded, an alert check) is kept for the record before it is removed',
    input: { kind: 'number', min: 1, max: 365, decimals: 0, unit: 'days' },
    defaultValue: '7',
  },
  {
    key: 'audit_retention_days',
    category: 'general',
    label: 'Audit log kept for',
    description: 'Days an audit row is kept before it is removed: the longest of all, so what was done to a case can be answered for years',
    input: { kind: 'number', min: 365, max: 36_500, decimals: 0, unit: 'days' },
    defaultValue: '2555',
  },
  {
    key: 'unconfirmed_evidence_mb_per_client',
    category: 'security',
    label: 'Evidence per sender (reports without sign-in)',
    description:
      'Megabytes of evidence files one sender (one network address) may attach in 24 hours to reports made without a signed-in owner, confirmed since or not; a report past it is refused and nothing is kept. Reports a signed-in victim makes for their own address count under the per-account setting instead',
    input: { kind: 'number', min: 1, max: 100_000, decimals: 0, unit: 'MB' },
    defaultValue: '100',
  },
  {
    key: 'unconfirmed_evidence_total_gb',
    category: 'security',
    label: 'Unconfirmed evidence in total',
    description:
      'Gigabytes of evidence files all unconfirmed reports together may hold; past it, new reports with files wait until reports are confirmed or removed',
    input: { kind: 'number', min: 1, max: 100_000, decimals: 0, unit: 'GB' },
    defaultValue: '5',
  },
  {
    key: 'report_evidence_mb_per_account',
    category: 'security',
    label: 'Report evidence per signed-in victim',
    description:
      'Megabytes of evidence files one signed-in victim may attach to their own reports in 24 hours (five full reports of ten 10 MB files); a report past it is refused and nothing is kept',
    input: { kind: 'number', min: 1, max: 100_000, decimals: 0, unit: 'MB' },
    defaultValue: '500',
  },
  // Security
  {
    key: 'victim_session_days',
    category: 'security',
    label: 'Victim sign-in lasts',
    description: 'Days a victim stays signed in on a device',
    input: { kind: 'number', min: 1, max: 90, decimals: 0, unit: 'days' },
    defaultValue: days(VICTIM_SESSION_TTL_MS),
  },
  {
    key: 'staff_session_hours',
    category: 'security',
    label: 'Staff sign-in lasts',
    description: 'Hours before a staff member must sign in again, however active',
    input: { kind: 'number', min: 1, max: 72, decimals: 0, unit: 'hours' },
    defaultValue: hours(ADMIN_SESSION_TTL_MS),
  },
  {
    key: 'staff_idle_minutes',
    category: 'security',
    label: 'Staff idle sign-out',
    description: 'Minutes without use before a staff session ends',
    input: { kind: 'number', min: 5, max: 1440, decimals: 0, unit: 'minutes' },
    defaultValue: minutes(ADMIN_SESSION_IDLE_MS),
  },
  {
    key: 'login_failures_limit',
    category: 'security',
    label: 'Failed sign-ins allowed',
    description:
      'Wrong passwords one browser or one address may try on an account before each next try waits longer (2 s, 4 s, 8 s …); unknown browsers also wait once the account has 3 times as many',
    input: { kind: 'number', min: 3, max: 50, decimals: 0, unit: 'attempts' },
    defaultValue: '8',
  },
  {
    key: 'staff_second_factor',
    category: 'security',
    label: 'Second factor for staff',
    description:
      'Whether staff must confirm each sign-in with an authenticator app or a passkey; when required, a password alone opens no staff data and the first sign-in leads to setting one up',
    input: {
      kind: 'choice',
      options: [
        { value: 'auto', label: 'Required on a production server, optional elsewhere' },
        { value: 'required', label: 'Required for every staff member' },
        { value: 'optional', label: 'Optional: each staff member chooses' },
      ],
    },
    defaultValue: 'auto',
  },
];

export const settingDefinitionByKey: ReadonlyMap<string, SettingDefinition> = new Map(settingDefinitions.map((d) => [d.key, d]));

/** The spec's protected keys, matched whatever the case: ours are lower case (platform_name). */
export const PROTECTED_SETTING_KEYS = ['PLATFORM_NAME', 'PLATFORM_DESCRIPTION', 'SESSION_SECRET'] as const;
export const isProtectedSetting = (key: string): boolean => (PROTECTED_SETTING_KEYS as readonly string[]).includes(key.toUpperCase());

/** Where an uploaded logo or favicon is served from; a branding image is nothing else. */
export const BRANDING_FILE_PATH = '/api/branding/';
const brandingFilePattern = /^\/api\/branding\/[a-f0-9]{32}\.(png|jpg|gif|webp|ico|svg)$/;

const isHttpUrl = (text: string) => {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname) && !/\s/.test(text);
  } catch {
    return false;
  }
};

/**
 * Why a value cannot be stored for a setting, in words for the person typing it; null when it can.
 * The value is taken as given: callers trim it first.
 */
export function settingValueProblem(definition: SettingDefinition, value: string): string | null {
  const { input } = definition;
  if (value.length > 2000) return 'This value is too long';
  switch (input.kind) {
    case 'text':
      if (input.required && value === '') return `${definition.label} cannot be empty`;
      if (value.length > input.maxLength) return `${definition.label} must be at most ${input.maxLength} characters`;
      // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
      if (/[\u0000-\u001f\u007f]/.test(value)) return `${definition.label} must be a single line of text`;
      return null;
    case 'url':
      return value === '' || isHttpUrl(value) ? null : 'Please enter a full web address starting with https://';
    case 'email':
      return value === '' || (EMAIL_PATTERN.test(value) && value.length <= 254) ? null : 'Please enter a valid email address';
    case 'smtp-url': {
      if (value === '') return null;
      try {
        const url = new URL(value);
        if ((url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname) return null;
      } catch {
        // falls through to the message
      }
      return 'Please enter a mail server address starting with smtp:// or smtps://';
    }
    case 'number': {
      const pattern = input.decimals > 0 ? new RegExp(`^\\d+(\\.\\d{1,${input.decimals}})?$`) : /^\d+$/;
      const number = Number(value);
      if (!pattern.test(value) || number < input.min || number > input.max) {
        const kind = input.decimals > 0 ? 'a number' : 'a whole number';
        return `${definition.label} must be ${kind} from ${input.min} to ${input.max}`;
      }
      return null;
    }
    case 'currency-amounts':
      return readCurrencyThresholds(value, { allowZero: true, max: input.max, required: false }).problem;
    case 'choice':
      if (input.options.some((o) => o.value === value)) return null;
      return input.refusal ?? `Please choose one of: ${input.options.map((o) => o.value).join(', ')}`;
    case 'choices': {
      const chosen = value.split(',').filter(Boolean);
      if (chosen.length === 0) return 'Please choose at least one';
      if (new Set(chosen).size !== chosen.length || chosen.some((c) => !input.options.some((o) => o.value === c))) {
        return `Please choose from: ${input.options.map((o) => o.value).join(', ')}`;
      }
      return null;
    }
    case 'image':
      return value === '' || brandingFilePattern.test(value) ? null : 'Please upload the image rather than typing an address';
  }
}

/** The payout methods an organisation offers, from the stored comma list; all when it is unreadable. */
export function offeredPayoutMethods(stored: string | undefined): string[] {
  const known = payoutMethods.map((m) => m.value as string);
  const chosen = (stored ?? '').split(',').filter((v) => known.includes(v));
  return chosen.length ? chosen : known;
}

