import type { CaseDetails } from '@shared/cases/schema';
import { formatCaseReference } from '@shared/format/case-reference';
import type { IncidentStatus } from '@shared/incidents/status';
import type { SearchResult } from '@shared/search/schema';
import type { fraudIncidents } from '../../kernel/db/schema/index';
import { presentPlatform } from './present-platform';

// One presenter per audience: a field reaches an audience only by being named in its presenter.

/** The fields of an incident its listings are made from (a search match carries only these). */
export type IncidentListingFields = {
  id: number;
  incidentDate: string;
  status: IncidentStatus;
  fraudType: string | null;
  lossAmount: string;
  /** The loss's currency (issue 28). */
  currency: string;
  description: string | null;
};

export type IncidentListing = { incident: IncidentListingFields; platform: SearchResult['platform'] };

export type IncidentAudience = 'public' | 'owner' | 'staff';

/** D2: anyone who knows the address sees the platform, type, date and status; no amounts, no words. */
export function presentPublicIncident(incident: IncidentListingFields) {
  return {
    id: incident.id,
    caseReference: formatCaseReference(incident.id),
    incidentDate: incident.incidentDate,
    status: incident.status,
    fraudType: incident.fraudType,
  };
}

/** The owner also sees the loss and their own description. */
export function presentOwnerIncident(incident: IncidentListingFields) {
  return { ...presentPublicIncident(incident), lossAmount: incident.lossAmount, currency: incident.currency, description: incident.description };
}

/** On the routes staff share with victims, staff see what the owner sees; staff-only fields go here. */
export function presentStaffIncident(incident: IncidentListingFields) {
  return presentOwnerIncident(incident);
}

const incidentPresenters = { public: presentPublicIncident, owner: presentOwnerIncident, staff: presentStaffIncident };

/** An incident with its platform, as one line of a search or a dashboard shows it to `audience`. */
export function presentIncidentListing({ incident, platform }: IncidentListing, audience: IncidentAudience): SearchResult {
  return { incident: incidentPresenters[audience](incident), platform: presentPlatform(platform) };
}

/** The whole record, as the case page shows it to its owner and to staff. */
export function presentIncidentDetails(
  incident: typeof fraudIncidents.$inferSelect,
  caseTeam: CaseDetails['incident']['caseTeam'],
): CaseDetails['incident'] {
  return {
    id: incident.id,
    caseReference: formatCaseReference(incident.id),
    incidentDate: incident.incidentDate,
    status: incident.status,
    fraudType: incident.fraudType,
    lossAmount: incident.lossAmount,
    currency: incident.currency,
    description: incident.description,
    websiteUrl: incident.websiteUrl,
    createdAt: incident.createdAt.toISOString(),
    updatedAt: incident.updatedAt.toISOString(),
    timelineEvents: incident.timelineEvents,
    caseTeam,
    outsideContacts: incident.outsideContacts,
    requiredDocuments: incident.requiredDocuments,
    financialData: incident.financialData,
  };
}
