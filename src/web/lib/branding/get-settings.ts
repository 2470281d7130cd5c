import { useSyncExternalStore } from 'react';
import { DEFAULT_OFFERED_LOCALES, offeredLocales, type Locale } from '@shared/i18n/locales';
// Types only: the currency table (and zod, which it imports) stays out of every page's first load.
import type { IsoCurrency } from '@shared/money/currencies';
import { DEFAULT_PLATFORM_NAME, DEFAULT_TAGLINE } from '@shared/settings/defaults';
import type { PublicSetting, SearchDisclosure } from '@shared/settings/schema';
import { apiRequest } from '../api-client';

export type Branding = {
  platformName: string;
  tagline: string;
  logoUrl: string;
  faviconUrl: string;
  platformUrl: string;
  searchDisclosure: SearchDisclosure;
  /** Shown only when the organisation set them (Settings, General); never invented. */
  supportEmail: string;
  replyTimes: { 'Case Manager': string; 'Legal Advisor': string };
  /** The languages offered (setting), in the organisation's order. */
  languages: readonly Locale[];
  /** The organisation's time zone (setting): dates are shown in it. */
  timeZone: string;
  /** The currency a new amount starts in (setting); anyone can choose another. */
  defaultCurrency: IsoCurrency;
};

const DEFAULT_CURRENCY: IsoCurrency = 'USD';

const LAST_BRANDING_KEY = 'haven:branding';

const defaultBranding: Branding = {
  platformName: DEFAULT_PLATFORM_NAME,
  tagline: DEFAULT_TAGLINE,
  logoUrl: '',
  faviconUrl: '',
  platformUrl: '',
  searchDisclosure: 'public',
  supportEmail: '',
  replyTimes: { 'Case Manager': '', 'Legal Advisor': '' },
  languages: DEFAULT_OFFERED_LOCALES,
  timeZone: 'UTC',
  defaultCurrency: DEFAULT_CURRENCY,
};

// The server keeps the setting to a known ISO 4217 code (its registry); this only keeps out a value
// that is not even a code's shape.
const startingCurrency = (code: string): IsoCurrency => (/^[A-Z]{3}$/.test(code) ? (code as IsoCurrency) : DEFAULT_CURRENCY);

function toBranding(settings: PublicSetting[]): Branding {
  const value = (key: string) => settings.find((s) => s.key === key)?.value ?? '';
  return {
    platformName: value('platform_name') || DEFAULT_PLATFORM_NAME,
    tagline: value('tagline') || DEFAULT_TAGLINE,
    logoUrl: value('logo_url'),
    faviconUrl: value('favicon_url'),
    platformUrl: value('platform_url'),
    searchDisclosure: value('search_disclosure') === 'private' ? 'private' : 'public',
    supportEmail: value('support_email'),
    replyTimes: { 'Case Manager': value('reply_time_case_manager'), 'Legal Advisor': value('reply_time_legal_advisor') },
    languages: offeredLocales(value('languages') || DEFAULT_OFFERED_LOCALES.join(',')),
    timeZone: value('time_zone') || 'UTC',
    defaultCurrency: startingCurrency(value('default_currency')),
  };
}

/**
 * The last branding this browser saw, so the splash shows the organisation's own name while the
 * settings load instead of a generic one.
 */
export function lastKnownBranding(): Branding {
  // Read once per page load: every render before the settings answer asks for it.
  lastKnown ??= readLastKnownBranding();
  return lastKnown;
}

let lastKnown: Branding | undefined;

function readLastKnownBranding(): Branding {
  try {
    const stored = localStorage.getItem(LAST_BRANDING_KEY);
    if (stored) {
      const branding = { ...defaultBranding, ...(JSON.parse(stored) as Partial<Branding>) };
      // A stored copy is the browser's to change: a code the product does not know starts nothing.
      return { ...branding, defaultCurrency: startingCurrency(String(branding.defaultCurrency)) };
    }
  } catch {
    // unreadable: fall back to the defaults
  }
  return defaultBranding;
}

// The settings are the only data the first screen needs, so they live in this small store rather
// than in TanStack Query: the first load then needs no query library (issue 11, a lighter first
// load). One request per page load, as with the query client's "never stale": a success is kept, a
// failure is tried again by the next screen that asks.
export type SettingsState =
  | { status: 'pending'; data?: undefined }
  | { status: 'success'; data: Branding }
  | { status: 'error'; data?: undefined };

let state: SettingsState = { status: 'pending' };
let request: Promise<void> | null = null;
const listeners = new Set<() => void>();

function settle(next: SettingsState) {
  state = next;
  request = null;
  for (const listener of listeners) listener();
}

async function fetchBranding(): Promise<void> {
  try {
    const branding = toBranding(await apiRequest<PublicSetting[]>('/api/settings'));
    try {
      localStorage.setItem(LAST_BRANDING_KEY, JSON.stringify(branding));
    } catch {
      // storage unavailable
    }
    settle({ status: 'success', data: branding });
  } catch {
    settle({ status: 'error' });
  }
}

function load() {
  if (state.status === 'success' || request) return;
  if (state.status === 'error') state = { status: 'pending' };
  request = fetchBranding();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  load();
  return () => listeners.delete(listener);
}

const getState = () => state;

/**
 * Asks for the settings again: after staff change the branding, this browser shows it at once
 * (other visitors see it on their next page load).
 */
export function reloadBranding(): void {
  state = { status: 'pending' };
  request = null;
  for (const listener of listeners) listener();
  load();
}

/** Forgets the loaded settings (tests start each case from a fresh page). */
export function resetSettingsForTests(): void {
  state = { status: 'pending' };
  request = null;
  lastKnown = undefined;
}

export function useSettings(): SettingsState {
  return useSyncExternalStore(subscribe, getState, getState);
}

/** The same, outside React (formatting in the organisation's time zone). */
export function currentBranding(): Branding {
  return getState().data ?? lastKnownBranding();
}

/** Branding from settings once loaded; until then the last known one. */
export function useBranding(): Branding {
  const { data } = useSettings();
  return data ?? lastKnownBranding();
}
