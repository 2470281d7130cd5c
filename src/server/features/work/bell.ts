import { sql, type SQL } from 'drizzle-orm';
import { formatApplicationReference } from '@shared/applications/schema';
import { formatCaseReference } from '@shared/format/case-reference';
import { AUTOMATED_HELP } from '@shared/messages/schema';
import { BELL_UNREAD_CAP, type BellItem, type BellKind, type BellPage, type BellQuery } from '@shared/work/schema';
import type { Dependencies } from '../../dependencies';
import { newWorkActions, type NewWorkAction } from '../../kernel/db/new-work-actions';
import { selectRows } from '../../kernel/db/select-rows';
import { staffAlertReads } from '../../kernel/db/schema/index';

// The bell (issue 25): what is new for one staff member, with no rule to set up. A victim's report,
// application, upload, message or payout request, and a case given to them, are read from the
// audit log, where each happens exactly once; alert firings come from their own table. A
// case's news goes to the staff on it, or to everyone while nobody is; new reports and
// applications go to everyone; a case given goes to its new owner, a mention (issue 26) to the
// colleague named; nobody is told what they did.

type Row = {
  key: string;
  action: NewWorkAction | 'alert';
  entity_id: string | null;
  incident_id: number | null;
  message: string | null;
  link: string | null;
  created_at: Date | string;
};

const actionList = sql.raw(newWorkActions.map((action) => `'${action}'`).join(', '));

/** The audit rows and alerts this staff member is to see, as one relation (key, action, …, created_at). */
function bellRows(adminId: number): SQL {
  const incidentOf = sql`(a.after->>'incidentId')::int`;
  return sql`
    select 'audit:' || a.id as key, a.action, a.entity_id, ${incidentOf} as incident_id,
      case when a.action = 'message.mentioned' then a.actor_label end as message,
      case when a.action = 'message.mentioned' then '/admin/incidents/' || (a.after->>'incidentId') || '#message-' || (a.after->>'messageId') end as link,
      a.created_at
    from audit_log a
    where a.action in (${actionList})
      and not (a.actor_type = 'admin' and a.actor_id = ${String(adminId)})
      and (a.action <> 'message.sent' or (a.actor_type = 'victim' and coalesce(a.after->>'recipient', '') <> ${AUTOMATED_HELP}))
      and case
        when a.action in ('incident.owner_assigned', 'message.mentioned') then a.after->>'adminId' = ${String(adminId)}
        when a.action in ('incident.reported', 'application.submitted') then true
        else not exists (select 1 from case_staff s where s.incident_id = ${incidentOf})
          or exists (select 1 from case_staff s where s.incident_id = ${incidentOf} and s.admin_user_id = ${adminId})
      end
    union all
    select 'alert:' || e.id, 'alert', null, null, e.message, e.link, e.created_at from alert_events e`;
}

const kindOf: Record<NewWorkAction | 'alert', BellKind> = {
  'incident.reported': 'new_report',
  'application.submitted': 'new_application',
  'document.uploaded': 'new_upload',
  'message.sent': 'victim_message',
  'payout.requested': 'payout_request',
  'incident.owner_assigned': 'case_given',
  'message.mentioned': 'mention',
  alert: 'alert',
};

/** The bell's words and link for one row: references only, never what a victim wrote (D19). */
function present(row: Row, readThrough: Date | null): BellItem {
  const createdAt = new Date(row.created_at);
  const caseId = row.action === 'incident.reported' || row.action === 'incident.owner_assigned' ? Number(row.entity_id) : row.incident_id;
  const caseReference = caseId ? formatCaseReference(caseId) : null;
  const caseLink = caseId ? `/admin/incidents/${caseId}` : null;
  const base = { key: row.key, kind: kindOf[row.action], createdAt: createdAt.toISOString(), unread: readThrough === null || createdAt > readThrough };
  switch (row.action) {
    case 'incident.reported':
      return { ...base, message: `New report ${caseReference}`, link: caseLink };
    case 'application.submitted': {
      const id = Number(row.entity_id);
      return { ...base, message: `New application ${formatApplicationReference(id)}${caseReference ? ` on ${caseReference}` : ''}`, link: `/admin/applications/${id}` };
    }
    case 'document.uploaded':
      return { ...base, message: `New upload on ${caseReference}`, link: caseLink };
    case 'message.sent':
      return { ...base, message: `New message from the victim on ${caseReference}`, link: caseLink };
    case 'payout.requested':
      return { ...base, message: `Payout requested on ${caseReference}`, link: caseLink };
    case 'incident.owner_assigned':
      return { ...base, message: `${caseReference} is now yours`, link: caseLink };
    case 'message.mentioned':
      return { ...base, message: `${row.message ?? 'A colleague'} mentioned you in a note on ${caseReference}`, link: row.link ?? caseLink };
    case 'alert':
      return { ...base, message: row.message ?? 'Alert', link: row.link };
  }
}

async function readThroughOf(deps: Pick<Dependencies, 'db'>, adminId: number): Promise<Date | null> {
  const [row] = await selectRows<{ at: Date | string }>(deps.db, sql`select read_through as at from staff_alert_reads where admin_id = ${adminId}`);
  return row ? new Date(row.at) : null;
}

/** The badge's figure: what came since this staff member last opened the bell, up to BELL_UNREAD_CAP. */
export async function unreadBellCount(deps: Pick<Dependencies, 'db'>, input: { adminId: number }): Promise<number> {
  const since = await readThroughOf(deps, input.adminId);
  const [row] = await selectRows<{ unread: number }>(
    deps.db,
    sql`select count(*)::int as unread from (
          select 1 from (${bellRows(input.adminId)}) b
          where ${since ? sql`b.created_at > ${since.toISOString()}::timestamptz` : sql`true`}
          limit ${BELL_UNREAD_CAP}
        ) recent`,
  );
  return Number(row?.unread ?? 0);
}

/** A page of the bell, newest first. */
export async function listBell(deps: Pick<Dependencies, 'db'>, input: { adminId: number } & BellQuery): Promise<BellPage> {
  const { adminId, page, pageSize } = input;
  const since = await readThroughOf(deps, adminId);
  const [rows, unread] = await Promise.all([
    selectRows<Row>(
      deps.db,
      sql`select * from (${bellRows(adminId)}) b order by b.created_at desc, b.key desc limit ${pageSize + 1} offset ${(page - 1) * pageSize}`,
    ),
    unreadBellCount(deps, { adminId }),
  ]);
  return { items: rows.slice(0, pageSize).map((row) => present(row, since)), hasMore: rows.length > pageSize, unread };
}

/** Opening the bell marks everything so far as read, for this staff member only (alerts included). */
export async function markBellRead(deps: Pick<Dependencies, 'db'>, input: { adminId: number }): Promise<void> {
  await deps.db
    .insert(staffAlertReads)
    .values({ adminId: input.adminId, readThrough: sql`now()` })
    .onConflictDoUpdate({ target: staffAlertReads.adminId, set: { readThrough: sql`now()` } });
}
