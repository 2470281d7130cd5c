import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { compareDecimals } from '@shared/money/decimal';
import { isBelowThreshold, readCurrencyThresholds, type CurrencyThresholds } from '@shared/money/currency-thresholds';
import { settingDefinitionByKey } from '@shared/settings/registry';
import type { Db, Tx } from '../../kernel/db/client';
import { staffUsers, auditLog, payoutApprovals } from '../../kernel/db/schema/index';
import { getSettingValue } from '../settings/queries';

// Four eyes on victims' money (D17): who may approve a payout, how many must, and who may then
// mark it paid. Read by the decision and by the staff list, so both say the same.

export const SINGLE_APPROVAL_SETTING = 'payout_single_approval_below';

export const RECORDER_MAY_NOT_APPROVE =
  'You recorded the recovered amount on this case, so another staff member must approve its payout';
export const ALREADY_APPROVED_BY_YOU = 'You have already approved this payout; a second staff member must approve it too';
export const APPROVER_MAY_NOT_MARK_PAID =
  'You gave the final approval of this payout, so another staff member must mark it paid';

/**
 * Below which amount, in each currency, one approval suffices (issue 28: one amount per currency,
 * "USD 1000, EUR 1000"; a bare number, as stored before, is USD). A value that cannot be read sets
 * none (a value written past the API never lowers the bar): then every payout needs two.
 */
export async function singleApprovalThresholds(db: Db | Tx): Promise<CurrencyThresholds> {
  const definition = settingDefinitionByKey.get(SINGLE_APPROVAL_SETTING)!;
  if (definition.input.kind !== 'currency-amounts') throw new Error(`${SINGLE_APPROVAL_SETTING} is not a currency-amounts setting`);
  const value = (await getSettingValue(db, SINGLE_APPROVAL_SETTING)) ?? definition.defaultValue;
  return readCurrencyThresholds(value, { allowZero: true, max: definition.input.max, required: false }).thresholds ?? new Map();
}

/**
 * How many different staff members must approve a payout of this amount: one below the threshold
 * of its own currency, else two. No rate is ever applied: a payout in a currency with no threshold
 * always needs two.
 */
export const approvalsNeeded = (amount: { units: bigint; currency: string }, singleBelow: CurrencyThresholds): 1 | 2 =>
  isBelowThreshold(singleBelow, amount) ? 1 : 2;

const recoveredOf = (value: unknown): string | null => {
  const amount = (value as { financialData?: { recoveredAmount?: unknown } | null } | null)?.financialData?.recoveredAmount;
  return typeof amount === 'string' ? amount : null;
};

/**
 * Whether an audited edit left the recovered amount as it was: compared exactly, in no currency's
 * places, so a change in the third place of a dinar amount (or of one recorded before the case's
 * currency changed) still makes its author a recorder.
 */
const recoveredUnchanged = (before: unknown, after: unknown): boolean => {
  const [was, is] = [recoveredOf(before), recoveredOf(after)];
  return was === null || is === null ? was === is : compareDecimals(was, is) === 0;
};

/**
 * The staff accounts that ever changed the recovered amount of a case: the audit log records each
 * financial edit with the record before and after, in the edit's own transaction, so this holds for
 * cases recorded before the rule too.
 */
export async function recordersOfRecoveredAmount(db: Db | Tx, incidentId: number): Promise<Set<number>> {
  return (await recordersByCase(db, [incidentId])).get(incidentId) ?? new Set();
}

/** The same for a page of cases at once. */
export async function recordersByCase(db: Db | Tx, incidentIds: number[]): Promise<Map<number, Set<number>>> {
  const result = new Map<number, Set<number>>();
  if (incidentIds.length === 0) return result;
  const rows = await db
    .select({ entityId: auditLog.entityId, actorId: auditLog.actorId, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, 'fraud_incident'),
        inArray(auditLog.entityId, incidentIds.map(String)),
        eq(auditLog.action, 'incident.update.financial'),
        eq(auditLog.actorType, 'admin'),
      ),
    );
  for (const row of rows) {
    if (recoveredUnchanged(row.before, row.after) || row.actorId === null) continue;
    const incidentId = Number(row.entityId);
    const recorders = result.get(incidentId) ?? new Set<number>();
    recorders.add(Number(row.actorId));
    result.set(incidentId, recorders);
  }
  return result;
}

export type StandingApproval = { adminId: number; name: string; amount: string; approvedAt: Date };

/** The approvals of payouts that still count (not voided by a rejection or another amount), oldest first. */
export async function standingApprovals(db: Db | Tx, payoutIds: number[]): Promise<Map<number, StandingApproval[]>> {
  const result = new Map<number, StandingApproval[]>();
  if (payoutIds.length === 0) return result;
  const rows = await db
    .select({
      payoutId: payoutApprovals.payoutRequestId,
      adminId: payoutApprovals.adminUserId,
      username: staffUsers.username,
      displayName: staffUsers.displayName,
      amount: payoutApprovals.amount,
      approvedAt: payoutApprovals.approvedAt,
    })
    .from(payoutApprovals)
    .innerJoin(staffUsers, eq(staffUsers.id, payoutApprovals.adminUserId))
    .where(and(inArray(payoutApprovals.payoutRequestId, payoutIds), isNull(payoutApprovals.voidedAt)))
    .orderBy(asc(payoutApprovals.approvedAt), asc(payoutApprovals.id));
  for (const row of rows) {
    const list = result.get(row.payoutId) ?? [];
    list.push({ adminId: row.adminId, name: row.displayName ?? row.username, amount: row.amount, approvedAt: row.approvedAt });
    result.set(row.payoutId, list);
  }
  return result;
}

/** Voids a payout's standing approvals (a rejection, or an approval of another amount). */
export async function voidApprovals(tx: Tx, input: { payoutId: number; now: Date }): Promise<number> {
  const { payoutId } = input;
  const voided = await tx
    .update(payoutApprovals)
    .set({ voidedAt: input.now })
    .where(and(eq(payoutApprovals.payoutRequestId, payoutId), isNull(payoutApprovals.voidedAt)))
    .returning({ id: payoutApprovals.id });
  return voided.length;
}
