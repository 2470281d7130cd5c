import { and, eq, isNull, sql } from 'drizzle-orm';
import { formatCaseReference } from '@shared/format/case-reference';
import type { Dependencies } from '../../dependencies';
import { fraudIncidents, platforms, verificationTokens } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import { recordAudit } from '../audit/record-audit';
import { hashToken } from '../auth/tokens';
import { consumeToken, findLiveToken } from '../auth/email-tokens';
import { recordWatchNews } from './watch-news';

export const INVALID_CONFIRMATION_LINK =
  'This confirmation link is invalid, has expired or was already used. If you made the report, our team can still confirm it with you.';

/** What the confirmation page shows before the click: the reference, platform and date only. */
export async function describeReportConfirmation(deps: Pick<Dependencies, 'db' | 'clock'>, input: { token: string }) {
  const { db } = deps;
  const live = await findLiveToken(db, { token: input.token, purpose: 'confirm_report', now: deps.clock() });
  if (!live?.incidentId) return { valid: false as const };
  const [row] = await db
    .select({ id: fraudIncidents.id, incidentDate: fraudIncidents.incidentDate, platformName: platforms.name })
    .from(fraudIncidents)
    .innerJoin(platforms, eq(platforms.id, fraudIncidents.platformId))
    .where(eq(fraudIncidents.id, live.incidentId))
    .limit(1);
  if (!row) return { valid: false as const };
  return {
    valid: true as const,
    caseReference: formatCaseReference(row.id),
    platformName: row.platformName,
    incidentDate: row.incidentDate,
  };
}

/**
 * D18: whoever opened the mailed link controls the address, so the report becomes that address's
 * own: it now shows in its search results, dashboard and case pages. One transaction: the link is
 * used up, the report confirmed and the audit row written together.
 */
export async function confirmReport(deps: Pick<Dependencies, 'db' | 'clock'>, input: { token: string; ip?: string }) {
  return deps.db.transaction(async (tx) => {
    const used = await consumeToken(tx, { token: input.token, purpose: 'confirm_report', now: deps.clock() });
    if (!used?.incidentId) throw new AppError('LINK_INVALID', INVALID_CONFIRMATION_LINK);
    const [incident] = await tx
      .select({ id: fraudIncidents.id, confirmedAt: fraudIncidents.confirmedAt })
      .from(fraudIncidents)
      .where(and(eq(fraudIncidents.id, used.incidentId), sql`lower(${fraudIncidents.victimEmail}) = ${used.email}`))
      .limit(1);
    if (!incident) throw new AppError('LINK_INVALID', INVALID_CONFIRMATION_LINK);
    // Staff may have confirmed it first; the link then has nothing left to change.
    if (!incident.confirmedAt) {
      await tx
        .update(fraudIncidents)
        .set({ confirmedAt: deps.clock(), confirmedVia: 'email_link' })
        .where(and(eq(fraudIncidents.id, incident.id), isNull(fraudIncidents.confirmedAt)));
      await recordAudit(tx, {
        actor: { type: 'victim', label: used.email },
        action: 'incident.report_confirmed',
        entity: { type: 'fraud_incident', id: incident.id },
        after: { confirmedVia: 'email_link' },
        ip: input.ip,
      });
      // Confirmed now (D18), so it is news for whoever asked about what it names.
      await recordWatchNews(tx, { incidentId: incident.id, now: deps.clock() });
    }
    // Any other link for the same report is spent too.
    await tx
      .update(verificationTokens)
      .set({ isUsed: true, usedAt: deps.clock() })
      .where(
        and(
          eq(verificationTokens.incidentId, incident.id),
          eq(verificationTokens.isUsed, false),
          sql`${verificationTokens.tokenHash} <> ${hashToken(input.token)}`,
        ),
      );
    return { incidentId: incident.id, caseReference: formatCaseReference(incident.id) };
  });
}
