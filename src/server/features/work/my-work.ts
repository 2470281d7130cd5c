import { sql, type SQL } from 'drizzle-orm';
import { formatApplicationReference } from '@shared/applications/schema';
import { formatCaseReference } from '@shared/format/case-reference';
import { addDays, DUE_SOON_DAYS, utcDay } from '@shared/tasks/due-dates';
import { QUEUE_COUNT_CAP, type DueItem, type MyWork, type MyWorkCounts, type QueueApplication, type QueueCase } from '@shared/work/schema';
import type { Dependencies } from '../../dependencies';
import { selectRows } from '../../kernel/db/select-rows';

// "My work" (issue 25), the staff landing page: the open cases I own, the cases whose victim waits
// on us (those I am on, and those nobody owns), the new reports nobody owns yet, and the
// applications waiting for a decision; and what of mine is due (issue 26). Each count stops at
// QUEUE_COUNT_CAP, so the sidebar can ask every half minute on a directory of a million cases.

/** A case still being worked: neither resolved nor closed. */
const stillOpen = sql`f.status not in ('resolved', 'closed')`;
const hasOwner = sql`exists (select 1 from case_staff o where o.incident_id = f.id and o.is_owner)`;
const ownedBy = (adminId: number) => sql`exists (select 1 from case_staff o where o.incident_id = f.id and o.is_owner and o.admin_user_id = ${adminId})`;
const isOn = (adminId: number) => sql`exists (select 1 from case_staff m where m.incident_id = f.id and m.admin_user_id = ${adminId})`;

/** The four queues as conditions on fraud_incidents f (applications apart). */
function caseQueues(adminId: number) {
  return {
    mine: sql`${stillOpen} and ${ownedBy(adminId)}`,
    waiting: sql`f.awaiting_staff_since is not null and ${stillOpen} and (${isOn(adminId)} or not ${hasOwner})`,
    unassigned: sql`f.status = 'open' and not ${hasOwner}`,
  };
}
const pendingApplications = sql`r.status = 'pending'`;

type CaseRow = {
  id: number;
  platform_name: string;
  status: string;
  fraud_type: string | null;
  loss_amount: string;
  currency: string;
  created_at: Date | string;
  awaiting_staff_since: Date | string | null;
  owner_name: string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

function presentCase(row: CaseRow): QueueCase {
  return {
    id: row.id,
    reference: formatCaseReference(row.id),
    platformName: row.platform_name,
    status: row.status,
    fraudType: row.fraud_type,
    lossAmount: String(row.loss_amount),
    currency: row.currency,
    createdAt: iso(row.created_at),
    awaitingStaffSince: row.awaiting_staff_since === null ? null : iso(row.awaiting_staff_since),
    ownerName: row.owner_name,
  };
}

async function casesWhere(deps: Pick<Dependencies, 'db'>, where: SQL, orderBy: SQL, limit: number): Promise<QueueCase[]> {
  const rows = await selectRows<CaseRow>(
    deps.db,
    sql`select f.id, p.name as platform_name, f.status, f.fraud_type, f.loss_amount, f.currency, f.created_at, f.awaiting_staff_since,
               (select coalesce(u.display_name, u.username) from case_staff o join admin_users u on u.id = o.admin_user_id
                 where o.incident_id = f.id and o.is_owner) as owner_name
        from fraud_incidents f join platforms p on p.id = f.platform_id
        where ${where}
        order by ${orderBy}
        limit ${limit}`,
  );
  return rows.map(presentCase);
}

const capped = (from: SQL) => sql`(select count(*)::int from (select 1 ${from} limit ${QUEUE_COUNT_CAP}) counted)`;

/** The four counts, in one round trip. */
export async function countMyWork(deps: Pick<Dependencies, 'db'>, input: { adminId: number }): Promise<MyWorkCounts> {
  const queues = caseQueues(input.adminId);
  const [row] = await selectRows<MyWorkCounts>(
    deps.db,
    sql`select ${capped(sql`from fraud_incidents f where ${queues.mine}`)} as mine,
               ${capped(sql`from fraud_incidents f where ${queues.waiting}`)} as waiting,
               ${capped(sql`from fraud_incidents f where ${queues.unassigned}`)} as unassigned,
               ${capped(sql`from recovery_applications r where ${pendingApplications}`)} as applications`,
  );
  return { mine: Number(row!.mine), waiting: Number(row!.waiting), unassigned: Number(row!.unassigned), applications: Number(row!.applications) };
}

/** The landing page: the counts and the first few of each queue, most pressing first. */
export async function getMyWork(deps: Pick<Dependencies, 'db' | 'clock'>, input: { adminId: number; limit: number }): Promise<MyWork> {
  const queues = caseQueues(input.adminId);
  const { limit } = input;
  const [counts, mine, waiting, unassigned, applications, due] = await Promise.all([
    countMyWork(deps, input),
    casesWhere(deps, queues.mine, sql`f.awaiting_staff_since asc nulls last, f.created_at desc, f.id desc`, limit),
    casesWhere(deps, queues.waiting, sql`f.awaiting_staff_since asc, f.id asc`, limit),
    casesWhere(deps, queues.unassigned, sql`f.created_at asc, f.id asc`, limit),
    listPendingApplications(deps, limit),
    listDue(deps, input),
  ]);
  return { counts, mine, waiting, unassigned, applications, ...due };
}

/**
 * What is due (issue 26): my open tasks and the cases I own whose day is past or within
 * DUE_SOON_DAYS, on cases still being worked (a closed case's leftover tasks wait on nobody).
 * "Today" is the server's UTC day; a day either side of a reader's midnight is shown as they see it.
 */
function dueRows(adminId: number, until: string) {
  return sql`
    select 'task:' || t.id as key, 'task' as kind, t.title, t.incident_id, t.due_on, t.id as sort_id
      from case_tasks t join fraud_incidents f on f.id = t.incident_id
     where t.owner_id = ${adminId} and t.done_at is null and t.due_on <= ${until} and ${stillOpen}
    union all
    select 'case:' || d.incident_id, 'case', null, d.incident_id, d.due_on, 0
      from case_due_dates d join fraud_incidents f on f.id = d.incident_id
     where d.due_on <= ${until} and ${stillOpen} and ${ownedBy(adminId)}`;
}

async function listDue(deps: Pick<Dependencies, 'db' | 'clock'>, input: { adminId: number; limit: number }): Promise<{ due: DueItem[]; dueCount: number }> {
  const rows = dueRows(input.adminId, addDays(utcDay(deps.clock()), DUE_SOON_DAYS));
  const [items, [counted]] = await Promise.all([
    selectRows<{ key: string; kind: 'task' | 'case'; title: string | null; incident_id: number; due_on: string; platform_name: string }>(
      deps.db,
      // On one day, the cases before the tasks, and the tasks in the order they were written.
      sql`select due.key, due.kind, due.title, due.incident_id, due.due_on::text as due_on, p.name as platform_name
            from (${rows}) due join fraud_incidents f on f.id = due.incident_id join platforms p on p.id = f.platform_id
           order by due.due_on asc, due.sort_id asc, due.incident_id asc
           limit ${input.limit}`,
    ),
    selectRows<{ count: number }>(deps.db, sql`select count(*)::int as count from (select 1 from (${rows}) due limit ${QUEUE_COUNT_CAP}) counted`),
  ]);
  return {
    due: items.map((row) => ({
      key: row.key,
      kind: row.kind,
      title: row.title,
      incidentId: row.incident_id,
      caseReference: formatCaseReference(row.incident_id),
      platformName: row.platform_name,
      dueOn: row.due_on,
    })),
    dueCount: Number(counted?.count ?? 0),
  };
}

async function listPendingApplications(deps: Pick<Dependencies, 'db'>, limit: number): Promise<QueueApplication[]> {
  const rows = await selectRows<{ id: number; full_name: string; platform_name: string; submitted_at: Date | string; incident_id: number | null }>(
    deps.db,
    sql`select r.id, r.full_name, r.platform_name, r.submitted_at, r.incident_id from recovery_applications r
        where ${pendingApplications} order by r.submitted_at asc, r.id asc limit ${limit}`,
  );
  return rows.map((row) => ({
    id: row.id,
    reference: formatApplicationReference(row.id),
    fullName: row.full_name,
    platformName: row.platform_name,
    submittedAt: iso(row.submitted_at),
    caseReference: row.incident_id === null ? null : formatCaseReference(row.incident_id),
  }));
}
