import { count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { CurrencyTotals, DashboardSummary } from '@shared/dashboard/schema';
import { DEFAULT_CURRENCY } from '@shared/money/currencies';
import { fromMinor, toMinor } from '@shared/money/decimal';
import { caseRules } from '@shared/incidents/case-rules';
import type { IncidentStatus } from '@shared/incidents/status';
import { computeSettlement, paidOrApprovedUnits } from '@shared/payouts/settlement';
import { fraudIncidents, payoutRequests, platforms, recoveryApplications } from '../../kernel/db/schema/index';
import { hasAppliedFor, verifiedApplicationsOf } from '../applications/policy';
import { confirmedReportsOf } from '../incidents/policy';
import { presentOwnerIncident } from '../incidents/present-incident';
import { presentPlatform } from '../incidents/present-platform';
import { canRequestPayout, payoutsRequestedBy } from '../payouts/policy';
import { getFeePercent } from '../settings/fee-percent';
import { getPayoutOptions } from '../settings/payout-options';
import type { Dependencies } from '../../dependencies';

const CLOSED: IncidentStatus[] = ['resolved', 'closed'];

/** One decimal, as the spec shows percentages; null when there is nothing to divide by. */
const percent = (part: bigint | number, whole: bigint | number) =>
  Number(whole) > 0 ? Math.round((Number(part) / Number(whole)) * 1000) / 10 : null;

/** The dashboard's figures, each computed from stored data (DECISIONS D4, D5). */
export async function getDashboardSummary(deps: Pick<Dependencies, 'db'>, input: { email: string }): Promise<DashboardSummary> {
  const { db } = deps;
  const { email } = input;
  const owner = email.toLowerCase();
  const [rows, payouts, applications, feePercent, directory, thisMonth, closed, payoutOptions] = await Promise.all([
    db
      .select({ incident: fraudIncidents, platform: platforms })
      .from(fraudIncidents)
      .innerJoin(platforms, eq(platforms.id, fraudIncidents.platformId))
      .where(confirmedReportsOf(owner))
      .orderBy(desc(fraudIncidents.incidentDate), desc(fraudIncidents.id)),
    db
      .select({ incidentId: payoutRequests.incidentId, status: payoutRequests.status, amount: payoutRequests.amount })
      .from(payoutRequests)
      .where(payoutsRequestedBy(owner)),
    db
      .select({ platformName: recoveryApplications.platformName, lossAmount: recoveryApplications.lossAmount, currency: recoveryApplications.currency })
      .from(recoveryApplications)
      .where(verifiedApplicationsOf(owner)),
    getFeePercent(db),
    db.select({ n: count() }).from(platforms),
    db
      .select({ n: count() })
      .from(fraudIncidents)
      .where(gte(fraudIncidents.createdAt, sql`date_trunc('month', now())`)),
    db
      .select({
        all: count(),
        withFunds: sql<number>`count(*) filter (where coalesce(nullif(${fraudIncidents.financialData}->>'recoveredAmount', ''), '0')::numeric > 0)`.mapWith(Number),
      })
      .from(fraudIncidents)
      .where(inArray(fraudIncidents.status, CLOSED)),
    getPayoutOptions(db),
  ]);

  // Issue 28: summed per currency, in its minor units; never across currencies.
  const sums = new Map<string, { totalLoss: bigint; recovered: bigint; lossWithRecoveryHelp: bigint; availableForPayout: bigint }>();
  const incidents = rows.map(({ incident, platform }) => {
    const ofCase = payouts.filter((p) => p.incidentId === incident.id);
    const { currency } = incident;
    const settlement = computeSettlement({
      lossAmount: incident.lossAmount,
      currency,
      financialData: incident.financialData,
      feePercent,
      paidOrApprovedUnits: paidOrApprovedUnits(ofCase, currency),
    });
    const payable = canRequestPayout(settlement, ofCase.map((p) => p.status));
    const hasApplied = hasAppliedFor(applications, platform.name, incident);
    const rules = caseRules({ status: incident.status, recovered: settlement.recovered, hasApplied });
    const sum = sums.get(currency) ?? { totalLoss: 0n, recovered: 0n, lossWithRecoveryHelp: 0n, availableForPayout: 0n };
    sums.set(currency, sum);
    sum.totalLoss += toMinor(incident.lossAmount, currency);
    sum.recovered += toMinor(settlement.recovered, currency);
    if (rules.recoveryHelp.kind === 'available') sum.lossWithRecoveryHelp += toMinor(incident.lossAmount, currency);
    if (payable) sum.availableForPayout += toMinor(settlement.availableForPayout, currency);
    return {
      incident: presentOwnerIncident(incident),
      platform: presentPlatform(platform),
      settlement,
      canRequestPayout: payable,
      canApply: rules.canApply,
      hasApplied,
    };
  });

  const byCurrency: CurrencyTotals[] = [...sums]
    .sort(([a], [b]) => (a === DEFAULT_CURRENCY ? -1 : b === DEFAULT_CURRENCY ? 1 : a.localeCompare(b)))
    .map(([currency, sum]) => ({
      currency,
      totalLoss: fromMinor(sum.totalLoss, currency),
      recovered: fromMinor(sum.recovered, currency),
      lossWithRecoveryHelp: fromMinor(sum.lossWithRecoveryHelp, currency),
      availableForPayout: fromMinor(sum.availableForPayout, currency),
      successRate: percent(sum.recovered, sum.totalLoss),
    }));
  return {
    email: owner,
    totals: { byCurrency, incidentCount: rows.length },
    payoutOptions,
    successRate: byCurrency.length === 1 ? byCurrency[0]!.successRate : null,
    tiles: {
      platformsInDirectory: directory[0]?.n ?? 0,
      reportsThisMonth: thisMonth[0]?.n ?? 0,
      closedWithFundsRecoveredPercent: percent(closed[0]?.withFunds ?? 0, closed[0]?.all ?? 0),
    },
    incidents,
  };
}
