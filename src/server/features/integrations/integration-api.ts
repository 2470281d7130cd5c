import { and, count, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { formatCaseReference } from '@shared/format/case-reference';
import type {
  IntegrationIncident,
  integrationIncidentQuerySchema,
  IntegrationPayout,
  integrationPayoutQuerySchema,
} from '@shared/integrations/integration-api';
import { fraudIncidents, payoutRequests, platforms } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import type { Dependencies } from '../../dependencies';
import type { Change } from '../audit/record-audit';
import { INCIDENT_NOT_FOUND } from '../incidents/policy';
import { updateStaffIncident, type IncidentUpdated } from '../incidents/update-staff-incident';

// D29: what an API key reads. A field reaches an integration only by being named here. The victim's
// e-mail, their description, contacts, timeline and documents stay out, as do a payout's account
// details and the e-mail it was asked from; those are read by staff, signed in with a second factor.

type IncidentRow = typeof fraudIncidents.$inferSelect;

function presentIncident(incident: IncidentRow, platform: { id: number; name: string }): IntegrationIncident {
  return {
    id: incident.id,
    reference: formatCaseReference(incident.id),
    status: incident.status,
    fraudType: incident.fraudType,
    platform,
    incidentDate: incident.incidentDate,
    lossAmount: incident.lossAmount,
    confirmed: incident.confirmedAt !== null,
    mergedInto: incident.mergedIntoId === null ? null : formatCaseReference(incident.mergedIntoId),
    createdAt: incident.createdAt.toISOString(),
    updatedAt: incident.updatedAt.toISOString(),
    version: incident.version,
  };
}

const incidentColumns = { incident: fraudIncidents, platform: { id: platforms.id, name: platforms.name } };

/** Cases newest first, narrowed by status and by a moment they changed since (for a system that keeps in step). */
export async function listIntegrationIncidents(
  deps: Pick<Dependencies, 'db'>,
  query: z.output<typeof integrationIncidentQuerySchema>,
): Promise<{ items: IntegrationIncident[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(fraudIncidents.status, query.status));
  if (query.updatedSince) conditions.push(gte(fraudIncidents.updatedAt, new Date(query.updatedSince)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select(incidentColumns)
      .from(fraudIncidents)
      .innerJoin(platforms, eq(platforms.id, fraudIncidents.platformId))
      .where(where)
      .orderBy(desc(fraudIncidents.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(fraudIncidents).where(where),
  ]);
  return { items: rows.map((row) => presentIncident(row.incident, row.platform)), total: Number(total?.n ?? 0) };
}

export async function findIntegrationIncident(deps: Pick<Dependencies, 'db'>, input: { id: number }): Promise<IntegrationIncident> {
  const [row] = await deps.db
    .select(incidentColumns)
    .from(fraudIncidents)
    .innerJoin(platforms, eq(platforms.id, fraudIncidents.platformId))
    .where(eq(fraudIncidents.id, input.id))
    .limit(1);
  if (!row) throw new AppError('INCIDENT_NOT_FOUND', INCIDENT_NOT_FOUND);
  return presentIncident(row.incident, row.platform);
}

/**
 * A status change by an integration: the staff change itself (updateStaffIncident), so the same
 * version check (If-Match, 428 without, 412 when stale), the same victim notice, the same audit row
 * (with the key as its actor) and the same webhook.
 */
export async function changeIncidentStatusByKey(
  deps: Parameters<typeof updateStaffIncident>[0],
  input: { id: number; expectedVersion: number | null; status: IncidentRow['status']; tellVictim: boolean; by: Change },
): Promise<IntegrationIncident> {
  const result: IncidentUpdated = await updateStaffIncident(deps, {
    id: input.id,
    expectedVersion: input.expectedVersion,
    update: { kind: 'status', status: input.status },
    by: input.by,
    tellVictim: input.tellVictim,
  });
  return findIntegrationIncident(deps, { id: result.row.incident.id });
}

/** Payout requests newest first: the case, amount, method, status and dates; never account details or the requester's e-mail. */
export async function listIntegrationPayouts(
  deps: Pick<Dependencies, 'db'>,
  query: z.output<typeof integrationPayoutQuerySchema>,
): Promise<{ items: IntegrationPayout[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(payoutRequests.status, query.status));
  if (query.caseId) conditions.push(eq(payoutRequests.incidentId, query.caseId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        id: payoutRequests.id,
        incidentId: payoutRequests.incidentId,
        amount: payoutRequests.amount,
        currency: payoutRequests.currency,
        payoutMethod: payoutRequests.payoutMethod,
        status: payoutRequests.status,
        requestDate: payoutRequests.requestDate,
        processedDate: payoutRequests.processedDate,
        paidAt: payoutRequests.paidAt,
        paymentReference: payoutRequests.paymentReference,
      })
      .from(payoutRequests)
      .where(where)
      .orderBy(desc(payoutRequests.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(payoutRequests).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      caseId: row.incidentId,
      caseReference: formatCaseReference(row.incidentId),
      amount: row.amount,
      currency: row.currency,
      payoutMethod: row.payoutMethod,
      status: row.status,
      requestedAt: row.requestDate.toISOString(),
      decidedAt: row.status === 'pending' ? null : (row.processedDate?.toISOString() ?? null),
      paidAt: row.paidAt?.toISOString() ?? null,
      paymentReference: row.paymentReference,
    })),
    total: Number(total?.n ?? 0),
  };
}
