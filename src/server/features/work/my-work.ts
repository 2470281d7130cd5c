import { sql, type SQL } from 'drizzle-orm';
import { formatApplicationReference } from '@shared/applications/schema';
import { formatCaseReference } from '@shared/format/case-reference';
import { QUEUE_COUNT_CAP, type MyWork, type MyWorkCounts, type QueueApplication, type QueueCase } from '@shared/work/schema';
import type { Dependencies } from '../../dependencies';
import { selectRows } from '../../kernel/db/select-rows';

// "My work" (issue 25), the staff landing page: the open cases I own, the cases whose victim waits
// on us (those I am on, and those nobody owns), the new reports nobody owns yet, and the
// applications waiting for a decision. Each count stops at QUEUE_COUNT_CAP, so the sidebar can ask
// every half minute on a directory of a million cases.

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
    createdAt: iso(row.created_at),
    awaitingStaffSince: row.awaiting_staff_since === null ? null : iso(row.awaiting_staff_since),
    ownerName: row.owner_name,
  };
}

async function casesWhere(deps: Pick<Dependencies, 'db'>, where: SQL, orderBy: SQL, limit: number): Promise<QueueCase[]> {
  const rows = await selectRows<CaseRow>(
    deps.db,
    sql`select f.id, p.name as platform_name, f.status, f.fraud_type, f.loss_amount, f.created_at, f.awaiting_staff_since,
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
export async function getMyWork(deps: Pick<Dependencies, 'db'>, input: { adminId: number; limit: number }): Promise<MyWork> {
  const queues = caseQueues(input.adminId);
  const { limit } = input;
  const [counts, mine, waiting, unassigned, applications] = await Promise.all([
    countMyWork(deps, input),
    casesWhere(deps, queues.mine, sql`f.awaiting_staff_since asc nulls last, f.created_at desc, f.id desc`, limit),
    casesWhere(deps, queues.waiting, sql`f.awaiting_staff_since asc, f.id asc`, limit),
    casesWhere(deps, queues.unassigned, sql`f.created_at asc, f.id asc`, limit),
    listPendingApplications(deps, limit),
  ]);
  return { counts, mine, waiting, unassigned, applications };
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
