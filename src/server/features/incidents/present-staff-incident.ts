import { inCurrencyPlaces } from '@shared/money-trails/amount';
import type { StaffIncidentRow, IncidentMoneyTrail } from '@shared/incidents/staff-schema';
import { formatCaseReference } from '@shared/format/case-reference';
import type { fraudIncidents, moneyTrails, platforms } from '../../kernel/db/schema/index';

// The staff presenter: a field of an incident reaches the staff screens only by being named here.

type IncidentRow = typeof fraudIncidents.$inferSelect;
type PlatformRow = Pick<typeof platforms.$inferSelect, 'id' | 'name'>;

export function presentStaffIncident(incident: IncidentRow, platform: PlatformRow): StaffIncidentRow {
  return {
    incident: {
      id: incident.id,
      reference: formatCaseReference(incident.id),
      email: incident.victimEmail,
      lossAmount: incident.lossAmount,
      currency: incident.currency,
      incidentDate: incident.incidentDate,
      status: incident.status,
      fraudType: incident.fraudType,
      description: incident.description,
      websiteUrl: incident.websiteUrl,
      createdAt: incident.createdAt.toISOString(),
      updatedAt: incident.updatedAt.toISOString(),
      timelineEvents: incident.timelineEvents,
      financialData: incident.financialData,
      outsideContacts: incident.outsideContacts,
      requiredDocuments: incident.requiredDocuments,
      confirmedAt: incident.confirmedAt ? incident.confirmedAt.toISOString() : null,
      confirmedVia: incident.confirmedVia,
      version: incident.version,
      mergedIntoId: incident.mergedIntoId,
    },
    platform: { id: platform.id, name: platform.name },
  };
}

export function presentIncidentMoneyTrail(trail: typeof moneyTrails.$inferSelect): IncidentMoneyTrail {
  return {
    id: trail.id,
    transactionType: trail.transactionType,
    amount: inCurrencyPlaces(trail.amount, trail.currency),
    currency: trail.currency,
    fromAccount: trail.fromAccount,
    toAccount: trail.toAccount,
    transactionDate: trail.transactionDate.toISOString(),
    status: trail.status,
    blockchainTx: trail.blockchainTx,
  };
}
