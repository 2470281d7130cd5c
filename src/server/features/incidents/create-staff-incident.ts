import { sql } from 'drizzle-orm';
import type { StaffIncidentRow, CreateIncidentFields } from '@shared/incidents/staff-schema';
import type { Tx } from '../../kernel/db/client';
import { fraudIncidents, platforms } from '../../kernel/db/schema/index';
import type { Dependencies } from '../../dependencies';
import { queueNames } from '../../kernel/jobs/job-runner';
import { queueWebhookEvent } from '../../kernel/webhooks/queue-webhook-event';
import { formatCaseReference } from '@shared/format/case-reference';
import { recordAudit, type Change } from '../audit/record-audit';
import { presentStaffIncident } from './present-staff-incident';
import { recordWatchNews } from './watch-news';

/** The directory platform of that name, matched case-insensitively, created when it is new. */
async function platformNamed(tx: Tx, name: string) {
  const sameName = sql`lower(${platforms.name}) = lower(${name})`;
  const [existing] = await tx.select({ id: platforms.id, name: platforms.name }).from(platforms).where(sameName).limit(1);
  if (existing) return { platform: existing, created: false };
  // Another request may create it at the same moment; the unique index on lower(name) decides.
  const [created] = await tx
    .insert(platforms)
    .values({ name })
    .onConflictDoNothing()
    .returning({ id: platforms.id, name: platforms.name });
  if (created) return { platform: created, created: true };
  const [raced] = await tx.select({ id: platforms.id, name: platforms.name }).from(platforms).where(sameName).limit(1);
  return { platform: raced!, created: false };
}

/**
 * An incident recorded by staff. Staff vouch for it, so it counts as confirmed (D18, 'staff');
 * the date is today unless given.
 */
export async function createStaffIncident(deps: Pick<Dependencies, 'db' | 'jobs' | 'clock'>, input: CreateIncidentFields & { by: Change }): Promise<StaffIncidentRow> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const { platform, created } = await platformNamed(tx, input.platformName);
    const [incident] = await tx
      .insert(fraudIncidents)
      .values({
        platformId: platform.id,
        victimEmail: input.victimEmail,
        lossAmount: input.amount,
        currency: input.currency,
        description: input.description === '' ? null : input.description,
        incidentDate: input.incidentDate || now.toISOString().slice(0, 10),
        status: input.status,
        confirmedAt: now,
        confirmedVia: 'staff',
      })
      .returning();
    const row = presentStaffIncident(incident!, platform);
    await recordAudit(tx, {
      actor: input.by.actor,
      action: 'incident.create',
      entity: { type: 'fraud_incident', id: incident!.id },
      after: { ...row.incident, platform: row.platform, platformCreated: created },
      ip: input.by.ip,
    });
    // Staff vouch for it (confirmed at once): news for whoever asked about its platform.
    await recordWatchNews(tx, { incidentId: incident!.id, now });
    // A new case may meet an alert rule (a platform reported again, a large loss): checked now.
    await deps.jobs.send(tx, queueNames.alertsCheck, {});
    // Issue 27: integrations hear of it in the same transaction (no victim data in it).
    await queueWebhookEvent(deps, tx, {
      event: 'case.created',
      data: { caseId: incident!.id, caseReference: formatCaseReference(incident!.id), status: incident!.status, confirmed: true, source: 'staff' },
      occurredAt: now,
    });
    return row;
  });
}

