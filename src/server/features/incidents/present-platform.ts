import type { SearchResult } from '@shared/search/schema';

type PlatformFields = SearchResult['platform'];

/**
 * A directory platform as every audience sees it (public, owner and staff alike on the victim
 * side): nothing else about the row leaves.
 */
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
