import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { formatCaseReference } from '@shared/format/case-reference';
import { normaliseIdentifier } from '@shared/identifier';
import { compareDecimals } from '@shared/money/decimal';
import { MERGE_UNDO_HOURS, type CaseMerge, type DuplicateCandidate, type DuplicateReason } from '@shared/incidents/merge-schema';
import type { Tx } from '../../kernel/db/client';
import {
  caseMerges,
  caseStaff,
  caseTags,
  caseTasks,
  documents,
  fraudIncidents,
  mailOutbox,
  messages,
  moneyTrails,
  recoveryApplications,
} from '../../kernel/db/schema/index';
import { selectRows } from '../../kernel/db/select-rows';
import { AppError } from '../../kernel/errors';
import { queueWebhookEvent } from '../../kernel/webhooks/queue-webhook-event';
import type { StaffIdentity } from '../../kernel/plugins/access';
import type { Dependencies } from '../../dependencies';
import { recordAudit, type Change } from '../audit/record-audit';
import { findIncidentForViewer, INCIDENT_NOT_FOUND } from './policy';
import { STALE_VERSION_MESSAGE } from './update-staff-incident';

// Duplicates (issue 26). A victim who reports twice makes two cases; an admin folds the duplicate
// into the case kept. Everything of the duplicate moves (messages, files, money trails,
// applications, tasks, e-mails sent, its staff and tags, its timeline, contacts and the documents
// asked for), in one transaction; the duplicate stays as a pointer (closed, merged_into_id) that
// its reference opens. The victim then sees one case. Within a day, and while the kept case is
// unchanged since, the merge can be undone: exactly the rows that moved go back.

type IncidentRow = typeof fraudIncidents.$inferSelect;

const DUPLICATE_LIMIT = 10;
const CLOSE_DAYS = 30;

const refuse = (message: string) => new AppError('MERGE_REFUSED', message);

// The merge's refusals a candidate can be known to meet before anyone asks (mergeCases checks them again).
const UNCONFIRMED_REFUSAL = 'Confirm the duplicate report first: until then its content must not reach the victim (D18)';
const HOLDS_MERGES_REFUSAL = 'Other cases were merged into this duplicate; merge the other way round, keeping it';
const HOLDS_FUNDS_REFUSAL = 'The duplicate holds recovered funds or payout requests; merge the other way round, keeping it';

/** Likely duplicates of a case: the same victim e-mail, with what else they share, newest first. */
export async function findDuplicates(deps: Pick<Dependencies, 'db'>, input: { incidentId: number; adminId: number }): Promise<{ items: DuplicateCandidate[] }> {
  const { incident } = await findIncidentForViewer(deps.db, { incidentId: input.incidentId, viewer: { kind: 'staff', adminId: input.adminId } });
  const rows = await selectRows<{
    id: number;
    status: string;
    created_at: Date | string;
    loss_amount: string;
    currency: string;
    version: number;
    platform_name: string;
    same_platform: boolean;
    close_dates: boolean;
    shared_account: boolean;
    unconfirmed: boolean;
    holds_merges: boolean;
    holds_funds: boolean;
  }>(
    deps.db,
    sql`
    select f.id, f.status, f.created_at, f.loss_amount::text as loss_amount, f.currency, f.version, p.name as platform_name,
      f.platform_id = ${incident.platformId} as same_platform,
      abs(extract(epoch from f.created_at - ${incident.createdAt.toISOString()}::timestamptz)) <= ${CLOSE_DAYS * 86_400} as close_dates,
      exists (
        select 1 from money_trails a, money_trails b
        where a.incident_id = f.id and b.incident_id = ${incident.id}
          and (a.from_account_key in (b.from_account_key, b.to_account_key) or a.to_account_key in (b.from_account_key, b.to_account_key)
               or a.blockchain_tx_key = b.blockchain_tx_key)
      ) as shared_account,
      (f.confirmed_at is null and ${incident.confirmedAt !== null}) as unconfirmed,
      exists (select 1 from case_merges m where m.kept_id = f.id and m.undone_at is null) as holds_merges,
      (exists (select 1 from payout_requests r where r.incident_id = f.id)
        or coalesce(nullif(f.financial_data->>'recoveredAmount', ''), '0')::numeric > 0) as holds_funds
    from fraud_incidents f join platforms p on p.id = f.platform_id
    where lower(f.victim_email) = lower(${incident.victimEmail}) and f.id <> ${incident.id} and f.merged_into_id is null
    order by f.created_at desc, f.id desc
    limit ${DUPLICATE_LIMIT}`,
  );
  return {
    items: rows.map((row) => {
      const reasons: DuplicateReason[] = ['same_email'];
      if (row.same_platform) reasons.push('same_platform');
      if (row.close_dates) reasons.push('close_dates');
      if (row.shared_account) reasons.push('shared_account');
      return {
        id: Number(row.id),
        reference: formatCaseReference(Number(row.id)),
        platformName: row.platform_name,
        status: row.status,
        createdAt: new Date(row.created_at).toISOString(),
        lossAmount: row.loss_amount,
        currency: row.currency,
        version: Number(row.version),
        reasons,
        blockedBy: row.unconfirmed ? UNCONFIRMED_REFUSAL : row.holds_merges ? HOLDS_MERGES_REFUSAL : row.holds_funds ? HOLDS_FUNDS_REFUSAL : null,
      };
    }),
  };
}

/** Both cases locked, lower id first, so two merges of the same pair cannot deadlock. */
async function lockPair(tx: Tx, a: number, b: number): Promise<Map<number, IncidentRow>> {
  const rows = await tx
    .select()
    .from(fraudIncidents)
    .where(inArray(fraudIncidents.id, [a, b]))
    .orderBy(fraudIncidents.id)
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

const eventKey = (e: { title: string; date: string; description: string }) => JSON.stringify([e.title, e.date, e.description]);

/** The kept case's case data with the duplicate's added: nothing of either lost, nothing twice. */
function combinedCaseData(kept: IncidentRow, duplicate: IncidentRow) {
  const events = new Map(kept.timelineEvents.map((e) => [eventKey(e), e]));
  for (const e of duplicate.timelineEvents) if (!events.has(eventKey(e))) events.set(eventKey(e), e);
  const documentNames = new Set(kept.requiredDocuments.map((d) => d.name.trim().toLowerCase()));
  const contacts = new Set(kept.outsideContacts.map((c) => c.email.trim().toLowerCase()));
  return {
    timelineEvents: [...events.values()].sort((x, y) => x.date.localeCompare(y.date)),
    requiredDocuments: [...kept.requiredDocuments, ...duplicate.requiredDocuments.filter((d) => !documentNames.has(d.name.trim().toLowerCase()))],
    outsideContacts: [...kept.outsideContacts, ...duplicate.outsideContacts.filter((c) => !contacts.has(c.email.trim().toLowerCase()))],
  };
}

async function idsOf(rows: Promise<{ id: number }[]>): Promise<number[]> {
  return (await rows).map((row) => Number(row.id));
}

/**
 * Folds the duplicate into the kept case (admins only), both at the versions the page showed.
 * Refused, changing nothing, when either case is not what the page showed, when they are not the
 * same victim's (another address's messages must never reach this victim), when an unconfirmed
 * report would put its content in front of a confirmed victim (D18), or when the duplicate holds
 * money (recovered funds or payout requests: merge the other way round).
 */
export async function mergeCases(
  deps: Pick<Dependencies, 'db' | 'clock' | 'jobs'>,
  input: { keptId: number; duplicateId: number; keptVersion: number; duplicateVersion: number; staff: StaffIdentity; by: Change },
): Promise<CaseMerge> {
  if (input.staff.role !== 'admin') throw new AppError('STAFF_ROLE_REQUIRED', 'Only an admin can merge cases');
  if (input.keptId === input.duplicateId) throw refuse('A case cannot be merged into itself');
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const pair = await lockPair(tx, input.keptId, input.duplicateId);
    const kept = pair.get(input.keptId);
    const duplicate = pair.get(input.duplicateId);
    if (!kept || !duplicate) throw new AppError('INCIDENT_NOT_FOUND', INCIDENT_NOT_FOUND);
    if (kept.version !== input.keptVersion || duplicate.version !== input.duplicateVersion) throw new AppError('STALE_VERSION', STALE_VERSION_MESSAGE);
    if (kept.mergedIntoId !== null || duplicate.mergedIntoId !== null) throw refuse('One of these cases is already merged into another case');
    if (normaliseIdentifier(kept.victimEmail) !== normaliseIdentifier(duplicate.victimEmail)) {
      throw refuse('Only cases of the same victim e-mail can be merged: the victim would see the other case’s messages and files');
    }
    if (duplicate.confirmedAt === null && kept.confirmedAt !== null) {
      throw refuse(UNCONFIRMED_REFUSAL);
    }
    const [heldMerges] = await selectRows<{ n: number }>(tx, sql`select count(*)::int as n from case_merges where kept_id = ${duplicate.id} and undone_at is null`);
    if (Number(heldMerges?.n ?? 0) > 0) throw refuse(HOLDS_MERGES_REFUSAL);
    const [payouts] = await selectRows<{ n: number }>(tx, sql`select count(*)::int as n from payout_requests where incident_id = ${duplicate.id}`);
    // Any amount recorded, in the case's own places (0.001 dinar is money held, where cents read 0).
    const recovered = compareDecimals(duplicate.financialData?.recoveredAmount, '0') > 0;
    if (Number(payouts?.n ?? 0) > 0 || recovered) {
      throw refuse(HOLDS_FUNDS_REFUSAL);
    }

    const from = duplicate.id;
    const to = kept.id;
    const moved: Record<string, number[]> = {
      messages: await idsOf(tx.update(messages).set({ recoveryId: to }).where(eq(messages.recoveryId, from)).returning({ id: messages.id })),
      documents: await idsOf(tx.update(documents).set({ recoveryId: to }).where(eq(documents.recoveryId, from)).returning({ id: documents.id })),
      moneyTrails: await idsOf(tx.update(moneyTrails).set({ incidentId: to }).where(eq(moneyTrails.incidentId, from)).returning({ id: moneyTrails.id })),
      applications: await idsOf(
        tx.update(recoveryApplications).set({ incidentId: to }).where(eq(recoveryApplications.incidentId, from)).returning({ id: recoveryApplications.id }),
      ),
      tasks: await idsOf(tx.update(caseTasks).set({ incidentId: to }).where(eq(caseTasks.incidentId, from)).returning({ id: caseTasks.id })),
      mails: await idsOf(tx.update(mailOutbox).set({ incidentId: to }).where(eq(mailOutbox.incidentId, from)).returning({ id: mailOutbox.id })),
    };
    // The duplicate's staff join the kept case as members (its owner stays its owner); its tags are added.
    const staffRows = await selectRows<{ id: number }>(
      tx,
      sql`insert into case_staff (incident_id, admin_user_id, role, added_by, added_at, confirmed_by, confirmed_at, is_owner)
          select ${to}, s.admin_user_id, s.role, s.added_by, s.added_at, s.confirmed_by, s.confirmed_at, false
          from case_staff s where s.incident_id = ${from}
          on conflict (incident_id, admin_user_id) do nothing returning id`,
    );
    moved.caseStaff = staffRows.map((row) => Number(row.id));
    const tagRows = await selectRows<{ tag_id: number }>(
      tx,
      sql`insert into case_tags (incident_id, tag_id, added_by, added_at) select ${to}, tag_id, added_by, added_at from case_tags where incident_id = ${from}
          on conflict do nothing returning tag_id`,
    );
    moved.tags = tagRows.map((row) => Number(row.tag_id));

    const keptBefore = { timelineEvents: kept.timelineEvents, requiredDocuments: kept.requiredDocuments, outsideContacts: kept.outsideContacts };
    // The victim's oldest unanswered action of the two is the one the kept case waits on.
    const waitsFrom =
      duplicate.awaitingStaffSince && (!kept.awaitingStaffSince || duplicate.awaitingStaffSince < kept.awaitingStaffSince)
        ? { awaitingStaffSince: duplicate.awaitingStaffSince, awaitingKind: duplicate.awaitingKind }
        : {};
    const [keptAfter] = await tx
      .update(fraudIncidents)
      .set({ ...combinedCaseData(kept, duplicate), ...waitsFrom, version: sql`${fraudIncidents.version} + 1`, updatedAt: now })
      .where(eq(fraudIncidents.id, to))
      .returning({ version: fraudIncidents.version });
    await tx
      .update(fraudIncidents)
      .set({ mergedIntoId: to, status: 'closed', awaitingStaffSince: null, awaitingKind: null, version: sql`${fraudIncidents.version} + 1`, updatedAt: now })
      .where(eq(fraudIncidents.id, from));
    const [merge] = await tx
      .insert(caseMerges)
      .values({ keptId: to, mergedId: from, moved, keptBefore, keptVersionAfter: keptAfter!.version, mergedStatusBefore: duplicate.status, mergedBy: input.staff.adminId, mergedAt: now })
      .returning();
    const counts = Object.fromEntries(Object.entries(moved).map(([kind, ids]) => [kind, ids.length]));
    await recordAudit(tx, { actor: input.by.actor, action: 'incident.merged', entity: { type: 'fraud_incident', id: to }, after: { merged: formatCaseReference(from), moved: counts }, ip: input.by.ip });
    await recordAudit(tx, {
      actor: input.by.actor,
      action: 'incident.merged_into',
      entity: { type: 'fraud_incident', id: from },
      before: { status: duplicate.status },
      after: { mergedInto: formatCaseReference(to), status: 'closed' },
      ip: input.by.ip,
    });
    // Issue 27: the duplicate closed; an integration keeping in step hears of it as of any status change.
    if (duplicate.status !== 'closed') {
      await queueWebhookEvent(deps, tx, {
        event: 'case.status_changed',
        data: { caseId: from, caseReference: formatCaseReference(from), status: 'closed', previousStatus: duplicate.status },
        occurredAt: now,
      });
    }
    return presentMerge(merge!);
  });
}

function presentMerge(row: typeof caseMerges.$inferSelect): CaseMerge {
  return {
    id: row.id,
    keptId: row.keptId,
    keptReference: formatCaseReference(row.keptId),
    mergedId: row.mergedId,
    mergedReference: formatCaseReference(row.mergedId),
    mergedAt: row.mergedAt.toISOString(),
    undoUntil: new Date(row.mergedAt.getTime() + MERGE_UNDO_HOURS * 3_600_000).toISOString(),
    moved: Object.fromEntries(Object.entries(row.moved).map(([kind, ids]) => [kind, ids.length])),
  };
}

/** The standing merges a case is part of, either way. */
export async function listCaseMerges(deps: Pick<Dependencies, 'db'>, input: { incidentId: number }): Promise<{ items: CaseMerge[] }> {
  const rows = await deps.db
    .select()
    .from(caseMerges)
    .where(and(or(eq(caseMerges.keptId, input.incidentId), eq(caseMerges.mergedId, input.incidentId)), isNull(caseMerges.undoneAt)))
    .orderBy(desc(caseMerges.mergedAt))
    .limit(100);
  return { items: rows.map(presentMerge) };
}

/**
 * Undoes a merge (admins only) within MERGE_UNDO_HOURS, while the kept case is unchanged since:
 * the rows that moved go back (rows added to the kept case since stay there), the kept case's data
 * is as it was, and the duplicate stands on its own again with its status.
 */
export async function undoMerge(deps: Pick<Dependencies, 'db' | 'clock' | 'jobs'>, input: { mergeId: number; staff: StaffIdentity; by: Change }): Promise<void> {
  if (input.staff.role !== 'admin') throw new AppError('STAFF_ROLE_REQUIRED', 'Only an admin can undo a merge');
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [merge] = await tx.select().from(caseMerges).where(eq(caseMerges.id, input.mergeId)).for('update');
    if (!merge || merge.undoneAt) throw new AppError('MERGE_NOT_FOUND', 'This merge does not exist or was already undone');
    if (now.getTime() - merge.mergedAt.getTime() > MERGE_UNDO_HOURS * 3_600_000) throw refuse(`A merge can be undone within ${MERGE_UNDO_HOURS} hours only`);
    const pair = await lockPair(tx, merge.keptId, merge.mergedId);
    const kept = pair.get(merge.keptId);
    if (!kept || !pair.get(merge.mergedId)) throw new AppError('INCIDENT_NOT_FOUND', INCIDENT_NOT_FOUND);
    if (kept.version !== merge.keptVersionAfter) throw refuse('The kept case has changed since the merge, so undoing it would lose that change');

    const back = { to: merge.mergedId, from: merge.keptId };
    const ids = (kind: string) => merge.moved[kind] ?? [];
    const some = (kind: string) => ids(kind).length > 0;
    if (some('messages')) await tx.update(messages).set({ recoveryId: back.to }).where(and(inArray(messages.id, ids('messages')), eq(messages.recoveryId, back.from)));
    if (some('documents')) await tx.update(documents).set({ recoveryId: back.to }).where(and(inArray(documents.id, ids('documents')), eq(documents.recoveryId, back.from)));
    if (some('moneyTrails')) await tx.update(moneyTrails).set({ incidentId: back.to }).where(and(inArray(moneyTrails.id, ids('moneyTrails')), eq(moneyTrails.incidentId, back.from)));
    if (some('applications')) {
      await tx
        .update(recoveryApplications)
        .set({ incidentId: back.to })
        .where(and(inArray(recoveryApplications.id, ids('applications')), eq(recoveryApplications.incidentId, back.from)));
    }
    if (some('tasks')) await tx.update(caseTasks).set({ incidentId: back.to }).where(and(inArray(caseTasks.id, ids('tasks')), eq(caseTasks.incidentId, back.from)));
    if (some('mails')) await tx.update(mailOutbox).set({ incidentId: back.to }).where(and(inArray(mailOutbox.id, ids('mails')), eq(mailOutbox.incidentId, back.from)));
    if (some('caseStaff')) await tx.delete(caseStaff).where(and(inArray(caseStaff.id, ids('caseStaff')), eq(caseStaff.incidentId, back.from), eq(caseStaff.isOwner, false)));
    if (some('tags')) await tx.delete(caseTags).where(and(eq(caseTags.incidentId, back.from), inArray(caseTags.tagId, ids('tags'))));

    const before = merge.keptBefore as Pick<IncidentRow, 'timelineEvents' | 'requiredDocuments' | 'outsideContacts'>;
    await tx
      .update(fraudIncidents)
      .set({ timelineEvents: before.timelineEvents, requiredDocuments: before.requiredDocuments, outsideContacts: before.outsideContacts, version: sql`${fraudIncidents.version} + 1`, updatedAt: now })
      .where(eq(fraudIncidents.id, back.from));
    await tx
      .update(fraudIncidents)
      .set({ mergedIntoId: null, status: merge.mergedStatusBefore as IncidentRow['status'], version: sql`${fraudIncidents.version} + 1`, updatedAt: now })
      .where(eq(fraudIncidents.id, back.to));
    await tx.update(caseMerges).set({ undoneAt: now }).where(eq(caseMerges.id, merge.id));
    if (merge.mergedStatusBefore !== 'closed') {
      await queueWebhookEvent(deps, tx, {
        event: 'case.status_changed',
        data: { caseId: back.to, caseReference: formatCaseReference(back.to), status: merge.mergedStatusBefore, previousStatus: 'closed' },
        occurredAt: now,
      });
    }
    await recordAudit(tx, { actor: input.by.actor, action: 'incident.merge_undone', entity: { type: 'fraud_incident', id: back.from }, after: { split: formatCaseReference(back.to) }, ip: input.by.ip });
    await recordAudit(tx, { actor: input.by.actor, action: 'incident.merge_undone', entity: { type: 'fraud_incident', id: back.to }, after: { from: formatCaseReference(back.from) }, ip: input.by.ip });
  });
}
