import type { VictimCaseTab } from '@shared/cases/case-tabs';
import { and, eq, sql } from 'drizzle-orm';
import { CASE_EMAIL_ADMIN_ONLY, type StaffIncidentRow, type IncidentUpdate } from '@shared/incidents/staff-schema';
import { formatCaseReference } from '@shared/format/case-reference';
import { amountProblem, compareDecimals } from '@shared/money/decimal';
import { fraudIncidents, payoutRequests, platforms } from '../../kernel/db/schema/index';
import type { Tx } from '../../kernel/db/client';
import { AppError } from '../../kernel/errors';
import { foreignText, Sentence } from '../../kernel/texts/error-texts';
import { queueMail } from '../../kernel/mail/outbox/queue-mail';
import { queueWebhookEvent } from '../../kernel/webhooks/queue-webhook-event';
import { caseEmailChangedMail } from './case-email-changed-mail';
import { recordAudit, type Change } from '../audit/record-audit';
import type { Dependencies } from '../../dependencies';
import { getPlatformName } from '../settings/queries';
import { queueCaseChangeNotice, type CaseNoticeDependencies } from './notify-victim-of-case-change';
import { INCIDENT_NOT_FOUND } from './policy';
import { presentStaffIncident } from './present-staff-incident';
import { victimMailLocale } from '../settings/locale';

export const VERSION_REQUIRED_MESSAGE = 'Reload the case and try again: the update did not say which version it was based on';
export const STALE_VERSION_MESSAGE =
  'Someone else changed this case while you were editing. Nothing was saved; the latest version is shown.';

/** The version an `If-Match` header names: `"3"` (or `W/"3"`, or a bare 3); anything else names none. */
export function versionOfIfMatch(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? /^\s*(?:W\/)?"?(\d{1,10})"?\s*$/.exec(value) : null;
  if (!match) return null;
  const version = Number(match[1]);
  return version >= 1 && version <= 2_147_483_647 ? version : null;
}

type IncidentRow = typeof fraudIncidents.$inferSelect;
type Changes = Partial<typeof fraudIncidents.$inferInsert>;

const byDate = (a: { date: string }, b: { date: string }) => {
  const [x, y] = [Date.parse(a.date), Date.parse(b.date)];
  if (Number.isNaN(x) || Number.isNaN(y)) return a.date.localeCompare(b.date);
  return x - y;
};

/** The columns one kind of update writes; the audit row records these before and after. */
function columnsOf(update: IncidentUpdate): Changes {
  switch (update.kind) {
    case 'status':
      return { status: update.status };
    case 'basic':
      return {
        victimEmail: update.victimEmail,
        lossAmount: update.lossAmount,
        ...(update.currency ? { currency: update.currency } : {}),
        incidentDate: update.incidentDate,
        status: update.status,
        description: update.description ? update.description : null,
      };
    case 'timeline':
      // Stored in date order, so every screen shows the story as it happened.
      return { timelineEvents: [...update.timelineEvents].sort(byDate) };
    case 'financial':
      return { financialData: update.financialData };
    case 'contacts':
      return { outsideContacts: update.outsideContacts };
    case 'documents':
      return { requiredDocuments: update.requiredDocuments };
  }
}

function pick(row: IncidentRow, keys: string[]) {
  return Object.fromEntries(keys.map((key) => [key, row[key as keyof IncidentRow]]));
}

/** Stored values against an update's, as JSON with keys in order (jsonb keeps its own key order). */
function sameValues(stored: Record<string, unknown>, update: Record<string, unknown>): boolean {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]))
        : value;
  return JSON.stringify(canonical(stored)) === JSON.stringify(canonical(update));
}

const eventKey = (e: { title: string; date: string; description: string }) => JSON.stringify([e.title, e.date, e.description]);

/**
 * D19: what a victim is told about. A status change, a timeline event that was not there before,
 * or a different recovered amount; nothing else (edits of contacts or documents stay internal).
 */
export function changeWorthANotice(before: IncidentRow, after: IncidentRow): boolean {
  if (before.status !== after.status) return true;
  const known = new Set(before.timelineEvents.map(eventKey));
  if (after.timelineEvents.some((event) => !known.has(eventKey(event)))) return true;
  // A document asked of the victim is something for them to do.
  const asked = new Set(before.requiredDocuments.map((document) => document.name));
  if (after.requiredDocuments.some((document) => !asked.has(document.name))) return true;
  return compareDecimals(before.financialData?.recoveredAmount, after.financialData?.recoveredAmount) !== 0;
}

export const CURRENCY_HAS_PAYOUTS =
  'This case has payout requests in its currency, so its currency cannot change. Correct the amount in the case’s currency instead.';
export const FINANCIAL_RECORD_NOT_IN_CURRENCY = (currency: string) =>
  new Sentence("The case's financial record has amounts that {currency} cannot hold (too many decimal places). Correct the financial record first, then change the currency.", { currency });

/**
 * Issue 28: the loss, recovered amounts and payouts of a case are all in its currency. A loss kept
 * in the case's currency is checked against its places here (the form checks it against a currency
 * it names); the currency itself changes only while no payout request was made in the old one.
 */
async function assertCurrencyChange(tx: Tx, before: IncidentRow, update: Extract<IncidentUpdate, { kind: 'basic' }>) {
  const currency = update.currency ?? before.currency;
  const problem = amountProblem(update.lossAmount, currency, { allowZero: true });
  if (problem) throw new AppError('VALIDATION_FAILED', foreignText(problem));
  if (currency === before.currency) return;
  const [payout] = await tx.select({ id: payoutRequests.id }).from(payoutRequests).where(eq(payoutRequests.incidentId, before.id)).limit(1);
  if (payout) throw new AppError('CASE_CURRENCY_FIXED', CURRENCY_HAS_PAYOUTS);
  // The financial record's amounts are read in the new currency too: cents on a case becoming yen would be cut off.
  if (before.financialData && financialRecordProblem(currency, before.financialData)) {
    throw new AppError('VALIDATION_FAILED', FINANCIAL_RECORD_NOT_IN_CURRENCY(currency));
  }
}

type FinancialRecord = { totalLoss: unknown; recoveredAmount: unknown; transactions?: { amount: unknown }[] };

/** Why an amount of a financial record does not fit `currency` (the first one found), or null. */
function financialRecordProblem(currency: string, record: FinancialRecord): string | null {
  // A record written before amounts were strings may hold numbers, or nothing for none: read as written.
  const amounts = [record.totalLoss, record.recoveredAmount, ...(record.transactions ?? []).map((t) => t.amount)];
  for (const amount of amounts) {
    const problem = amountProblem(amount === null || amount === undefined || amount === '' ? '0' : String(amount), currency, { allowZero: true });
    if (problem) return problem;
  }
  return null;
}

/** The financial record is in the case's currency: '1001.50' on a yen case is refused, not truncated. */
function assertInCaseCurrency(currency: string, record: FinancialRecord) {
  const problem = financialRecordProblem(currency, record);
  if (problem) throw new AppError('VALIDATION_FAILED', foreignText(problem));
}

/** Whether an update gave the case another victim address (case aside: addresses are stored lower-case). */
const addressChanged = (before: IncidentRow, after: IncidentRow) => before.victimEmail.toLowerCase() !== after.victimEmail.toLowerCase();

/** Where on the victim's case page each section shows: the mailed link opens it there. */
const tabOfSection: Record<IncidentUpdate['kind'], VictimCaseTab> = {
  status: 'overview',
  basic: 'overview',
  contacts: 'overview',
  timeline: 'timeline',
  documents: 'documents',
  financial: 'settlement',
};

export type IncidentUpdated = { row: StaffIncidentRow; notify: boolean; victimEmail: string };

/**
 * One section of a case, changed by staff if nobody changed the case since `expectedVersion`.
 * The version is compared in the UPDATE itself, so of two edits based on one version exactly one
 * wins; the other changes nothing and gets STALE_VERSION.
 */
export async function updateStaffIncident(
  deps: CaseNoticeDependencies & Pick<Dependencies, 'clock'>,
  input: { id: number; expectedVersion: number | null; update: IncidentUpdate; by: Change; tellVictim?: boolean },
): Promise<IncidentUpdated> {
  const { id, expectedVersion, update, by } = input;
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(fraudIncidents).where(eq(fraudIncidents.id, id)).limit(1);
    if (!before) throw new AppError('INCIDENT_NOT_FOUND', INCIDENT_NOT_FOUND);
    if (expectedVersion === null) throw new AppError('VERSION_REQUIRED', VERSION_REQUIRED_MESSAGE);

    const columns = columnsOf(update);
    const keys = Object.keys(columns);
    // D17: another address moves the case, and the money it holds, to whoever reads that mailbox.
    if (update.kind === 'basic' && update.victimEmail.toLowerCase() !== before.victimEmail.toLowerCase() && by.actor.role !== 'admin') {
      throw new AppError('STAFF_ROLE_REQUIRED', CASE_EMAIL_ADMIN_ONLY);
    }
    if (update.kind === 'basic') await assertCurrencyChange(tx, before, update);
    if (update.kind === 'financial') assertInCaseCurrency(before.currency, update.financialData);
    // A Save that changes nothing (Edit, then Save as it was) writes nothing: no new version, no
    // "last updated", no audit row, no notice. Only when the case is at the version the edit was
    // based on; anything else goes through the guarded write below and meets its 412.
    if (before.version === expectedVersion && sameValues(pick(before, keys), columns)) {
      const [platform] = await tx
        .select({ id: platforms.id, name: platforms.name })
        .from(platforms)
        .where(eq(platforms.id, before.platformId))
        .limit(1);
      return { row: presentStaffIncident(before, platform!), notify: false, victimEmail: before.victimEmail };
    }

    // No early return on `before.version`: the WHERE below is the one guard, so a check and a
    // write can never disagree about who won.
    const [after] = await tx
      .update(fraudIncidents)
      .set({ ...columns, version: sql`${fraudIncidents.version} + 1`, updatedAt: deps.clock() })
      .where(and(eq(fraudIncidents.id, id), eq(fraudIncidents.version, expectedVersion)))
      .returning();
    if (!after) {
      const [latest] = await tx
        .select({ version: fraudIncidents.version })
        .from(fraudIncidents)
        .where(eq(fraudIncidents.id, id))
        .limit(1);
      throw new AppError('STALE_VERSION', STALE_VERSION_MESSAGE, {
        headers: latest ? { etag: `"${latest.version}"` } : {},
      });
    }

    const [platform] = await tx
      .select({ id: platforms.id, name: platforms.name })
      .from(platforms)
      .where(eq(platforms.id, after.platformId))
      .limit(1);
    // D18: an address that has not said the case is theirs gets no mail about it: not an
    // unconfirmed report's, and not a new address staff just typed in (the change is audited
    // below; the new address hears nothing until a later change, its case is not mailed there).
    const worthTelling = after.confirmedAt !== null && !addressChanged(before, after) && changeWorthANotice(before, after);
    // Staff may keep a change from the victim (a correction, say); the audit row says so.
    const withheld = worthTelling && input.tellVictim === false;
    const notify = worthTelling && !withheld;
    await recordAudit(tx, {
      actor: by.actor,
      action: `incident.update.${update.kind}`,
      entity: { type: 'fraud_incident', id },
      before: pick(before, keys),
      after: { ...pick(after, keys), ...(withheld ? { victimNotTold: true } : {}) },
      ip: by.ip,
    });
    // Issue 27: integrations hear of a new status in the same transaction (no victim data in it).
    if (before.status !== after.status) {
      await queueWebhookEvent(deps, tx, {
        event: 'case.status_changed',
        data: { caseId: id, caseReference: formatCaseReference(id), status: after.status, previousStatus: before.status },
        occurredAt: deps.clock(),
      });
    }
    if (notify) await queueCaseChangeNotice({ db: tx, jobs: deps.jobs, config: deps.config }, { id: after.id, victimEmail: after.victimEmail }, tabOfSection[update.kind]);
    // The old address is told the case left it (D17), so a real victim hears of a change they did
    // not ask for; D19: without the new address or anything of the case. An unconfirmed report's
    // address never said the case was theirs (D18), so it hears nothing now either.
    if (addressChanged(before, after) && before.confirmedAt !== null) {
      const platformName = await getPlatformName(tx);
      await queueMail(deps, tx, 'email_changed', {
        to: before.victimEmail,
        ...caseEmailChangedMail({ locale: await victimMailLocale(tx, before.victimEmail, before.locale), platformName, caseReference: formatCaseReference(id), siteUrl: deps.config.publicUrl }),
      }, { incidentId: id });
    }
    return { row: presentStaffIncident(after, platform!), notify, victimEmail: after.victimEmail };
  });
}
