import { formatCaseReference } from '@shared/format/case-reference';
import type { SearchResult } from '@shared/search/schema';
import type { IncidentMatch } from './find-incidents-by-email';
import { presentPlatform } from './present-platform';

export type SearchAudience = 'public' | 'owner';

/**
 * D2: the public view names the platform, type, description, website, date, status and whether
 * help is available; loss amounts and the victim's own words go only to the owner and staff.
 */
export function presentSearchResults(matches: IncidentMatch[], audience: SearchAudience): SearchResult[] {
  return matches.map((match) => presentSearchResult(match, audience));
}

export function presentSearchResult({ incident, platform }: IncidentMatch, audience: SearchAudience): SearchResult {
  return {
    incident: {
      id: incident.id,
      caseReference: formatCaseReference(incident.id),
      incidentDate: incident.incidentDate,
      status: incident.status,
      fraudType: incident.fraudType,
      ...(audience === 'owner' ? { lossAmount: incident.lossAmount, description: incident.description } : {}),
    },
    platform: presentPlatform(platform),
  };
}
