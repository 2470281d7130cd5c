import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PLATFORM_NAME, DEFAULT_TAGLINE } from '@shared/settings/defaults';
import type { PublicSetting, SearchDisclosure } from '@shared/settings/schema';
import { apiRequest } from '../api-client';
import { queryKeys } from '../query-keys';

export type Branding = {
  platformName: string;
  tagline: string;
  logoUrl: string;
  faviconUrl: string;
  platformUrl: string;
  searchDisclosure: SearchDisclosure;
};

const LAST_BRANDING_KEY = 'haven:branding';

export const defaultBranding: Branding = {
  platformName: DEFAULT_PLATFORM_NAME,
  tagline: DEFAULT_TAGLINE,
  logoUrl: '',
  faviconUrl: '',
  platformUrl: '',
  searchDisclosure: 'standard',
};

export function toBranding(settings: PublicSetting[]): Branding {
  const value = (key: string) => settings.find((s) => s.key === key)?.value ?? '';
  return {
    platformName: value('platform_name') || DEFAULT_PLATFORM_NAME,
    tagline: value('tagline') || DEFAULT_TAGLINE,
    logoUrl: value('logo_url'),
    faviconUrl: value('favicon_url'),
    platformUrl: value('platform_url'),
    searchDisclosure: value('search_disclosure') === 'private' ? 'private' : 'standard',
  };
}

/**
 * The last branding this browser saw, so the splash shows the organisation's own name while the
 * settings load instead of a generic one.
 */
export function lastKnownBranding(): Branding {
  try {
    const stored = localStorage.getItem(LAST_BRANDING_KEY);
    if (stored) return { ...defaultBranding, ...(JSON.parse(stored) as Partial<Branding>) };
  } catch {
    // unreadable: fall back to the defaults
  }
  return defaultBranding;
}

export function useSettings() {
  return useQuery({
    queryKey: queryKeys.settings,
    queryFn: async () => {
      const branding = toBranding(await apiRequest<PublicSetting[]>('/api/settings'));
      try {
        localStorage.setItem(LAST_BRANDING_KEY, JSON.stringify(branding));
      } catch {
        // storage unavailable
      }
      return branding;
    },
    retry: false,
  });
}

/** Branding from settings once loaded; until then the last known one. */
export function useBranding(): Branding {
  const { data } = useSettings();
  return data ?? lastKnownBranding();
}
