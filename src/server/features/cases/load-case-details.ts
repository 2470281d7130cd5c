import { asc, desc, eq } from 'drizzle-orm';
import type { CaseDetails } from '@shared/cases/schema';
import { formatCaseReference } from '@shared/format/case-reference';
import { computeSettlement } from '@shared/payouts/settlement';
import type { Db } from '../../db/client';
import { moneyTrails, payoutRequests, recoveryApplications } from '../../db/schema/index';
import { presentPayout } from '../payouts/present-payout';
import { presentPlatform } from '../search/present-platform';
import { verifiedApplicationsOf } from '../applications/applications-of';
import { getFeePercent } from '../settings/fee-percent';
import { canRequestPayout, hasAppliedFor } from './eligibility';
import { findIncidentForViewer } from './find-incident-for-viewer';
import type { CaseViewer } from './viewer';

/** Everything about one case that its owner (or staff) may see, computed from stored data only. */
export async function loadCaseDetails(db: Db, incidentId: number, viewer: CaseViewer): Promise<CaseDetails> {
  const { incident, platform } = await findIncidentForViewer(db, incidentId, viewer);
  const owner = incident.victimEmail.toLowerCase();
  const [trails, payouts, applications, feePercent] = await Promise.all([
    db.select().from(moneyTrails).where(eq(moneyTrails.incidentId, incident.id)).orderBy(asc(moneyTrails.transactionDate)),
    db.select().from(payoutRequests).where(eq(payoutRequests.incidentId, incident.id)).orderBy(desc(payoutRequests.requestDate)),
    db
      .select({ platformName: recoveryApplications.platformName, lossAmount: recoveryApplications.lossAmount })
      .from(recoveryApplications)
      .where(verifiedApplicationsOf(owner)),
    getFeePercent(db),
  ]);

  const settlement = computeSettlement({ lossAmount: incident.lossAmount, financialData: incident.financialData, feePercent });
  const hasApplied = hasAppliedFor(applications, platform.name, incident.lossAmount);
  return {
    incident: {
      id: incident.id,
      caseReference: formatCaseReference(incident.id),
      incidentDate: incident.incidentDate,
      status: incident.status,
      fraudType: incident.fraudType,
      lossAmount: incident.lossAmount,
      description: incident.description,
      websiteUrl: incident.websiteUrl,
      createdAt: incident.createdAt.toISOString(),
      updatedAt: incident.updatedAt.toISOString(),
      timelineEvents: incident.timelineEvents,
      assignedTeam: incident.assignedTeam,
      requiredDocuments: incident.requiredDocuments,
      financialData: incident.financialData,
    },
    platform: presentPlatform(platform),
    moneyTrails: trails.map((t) => ({
      id: t.id,
      transactionType: t.transactionType,
      amount: t.amount,
      currency: t.currency,
      fromAccount: t.fromAccount,
      toAccount: t.toAccount,
      transactionDate: t.transactionDate.toISOString(),
      description: t.description,
      status: t.status,
      blockchainTx: t.blockchainTx,
    })),
    payouts: payouts.map(presentPayout),
    settlement,
    canRequestPayout: canRequestPayout(settlement, payouts.map((p) => p.status)),
    canApply: platform.recoveryAvailable && !hasApplied,
    hasApplied,
  };
}
