import type { SearchResult } from '@shared/search/schema';

type PlatformFields = SearchResult['platform'];

/** The platform as every victim-facing answer shows it; nothing else about the row leaves. */
export function presentPlatform(platform: PlatformFields): PlatformFields {
  return {
    id: platform.id,
    name: platform.name,
    type: platform.type,
    category: platform.category,
    website: platform.website,
    description: platform.description,
    recoveryAvailable: platform.recoveryAvailable,
  };
}
