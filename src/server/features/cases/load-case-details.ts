import { inCurrencyPlaces } from '@shared/money-trails/amount';
import { asc, desc, eq } from 'drizzle-orm';
import type { CaseDetails } from '@shared/cases/schema';
import { caseRules } from '@shared/incidents/case-rules';
import { computeSettlement, paidOrApprovedUnits } from '@shared/payouts/settlement';
import type { Dependencies } from '../../dependencies';
import { fraudIncidents, moneyTrails, payoutRequests, recoveryApplications } from '../../kernel/db/schema/index';
import { hasAppliedFor, verifiedApplicationsOf } from '../applications/policy';
import { caseTeamForVictim } from '../incidents/case-staff';
import { findIncidentForViewer, type IncidentViewer } from '../incidents/policy';
import { presentIncidentDetails } from '../incidents/present-incident';
import { presentPlatform } from '../incidents/present-platform';
import { canRequestPayout } from '../payouts/policy';
import { presentPayout } from '../payouts/present-payout';
import { getFeePercent } from '../settings/fee-percent';
import { getPayoutOptions } from '../settings/payout-options';

/**
 * The case an address names: a duplicate merged into another (issue 26) names the case kept, so a
 * link mailed before the merge still opens the victim's one case. Who may see it is asked after.
 */
async function caseNamed(db: Pick<Dependencies, 'db'>['db'], incidentId: number): Promise<number> {
  const [row] = await db.select({ mergedIntoId: fraudIncidents.mergedIntoId }).from(fraudIncidents).where(eq(fraudIncidents.id, incidentId)).limit(1);
  return row?.mergedIntoId ?? incidentId;
}

/** Everything about one case that its owner (or staff) may see, computed from stored data only. */
export async function loadCaseDetails(deps: Pick<Dependencies, 'db'>, input: { incidentId: number; viewer: IncidentViewer }): Promise<CaseDetails> {
  const { db } = deps;
  const { incident, platform } = await findIncidentForViewer(db, { ...input, incidentId: await caseNamed(db, input.incidentId) });
  const owner = incident.victimEmail.toLowerCase();
  const [trails, payouts, applications, feePercent, payoutOptions, caseTeam] = await Promise.all([
    db.select().from(moneyTrails).where(eq(moneyTrails.incidentId, incident.id)).orderBy(asc(moneyTrails.transactionDate)),
    db.select().from(payoutRequests).where(eq(payoutRequests.incidentId, incident.id)).orderBy(desc(payoutRequests.requestDate)),
    db
      .select({ platformName: recoveryApplications.platformName, lossAmount: recoveryApplications.lossAmount, currency: recoveryApplications.currency })
      .from(recoveryApplications)
      .where(verifiedApplicationsOf(owner)),
    getFeePercent(db),
    getPayoutOptions(db),
    caseTeamForVictim(db, incident.id),
  ]);

  const settlement = computeSettlement({
    lossAmount: incident.lossAmount,
    currency: incident.currency,
    financialData: incident.financialData,
    feePercent,
    paidOrApprovedUnits: paidOrApprovedUnits(payouts, incident.currency),
  });
  const hasApplied = hasAppliedFor(applications, platform.name, incident);
  return {
    incident: presentIncidentDetails(incident, caseTeam),
    platform: presentPlatform(platform),
    moneyTrails: trails.map((t) => ({
      id: t.id,
      transactionType: t.transactionType,
      amount: inCurrencyPlaces(t.amount, t.currency),
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
    payoutOptions,
    canRequestPayout: canRequestPayout(settlement, payouts.map((p) => p.status)),
    canApply: caseRules({ status: incident.status, recovered: settlement.recovered, hasApplied }).canApply,
    hasApplied,
  };
}
