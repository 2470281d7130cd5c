import { sql, type SQL } from 'drizzle-orm';
import type { ConversationListQuery, ConversationPage } from '@shared/messages/staff-schema';
import { AUTOMATED_HELP } from '@shared/messages/schema';
import { formatCaseReference } from '@shared/format/case-reference';
import type { Db } from '../../kernel/db/client';
import { selectRows } from '../../kernel/db/select-rows';
import { containsPattern, pageWindow } from '../../kernel/lists/paging';
import { incidentIdOfReference } from '../incidents/list-staff-incidents';
import type { Dependencies } from '../../dependencies';

type Row = {
  incident_id: number;
  victim_email: string;
  platform_name: string;
  last_at: Date | string;
  unread: number;
  waiting_since: Date | string | null;
  total: number;
};
const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * One row per case with messages, for the Communications section. A victim "waits" from their
 * oldest message to the team after the team's last reply (a note is not a reply, and a question
 * to the automated help waits for nobody). The longest wait comes first, then the latest activity.
 */
export async function listConversations(deps: Pick<Dependencies, 'db'>, query: ConversationListQuery): Promise<ConversationPage> {
  const { db } = deps;
  const { limit, offset } = pageWindow(query);
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    const id = incidentIdOfReference(query.q);
    conditions.push(
      sql`(i.victim_email ilike ${pattern} or p.name ilike ${pattern}${id === null ? sql`` : sql` or c.incident_id = ${id}`})`,
    );
  }
  if (query.status === 'unread') conditions.push(sql`c.unread > 0`);
  if (query.status === 'waiting') conditions.push(sql`c.waiting_since is not null`);
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const order = query.sort === 'newest' ? sql`c.last_at desc, c.incident_id desc` : sql`c.waiting_since asc nulls last, c.last_at desc, c.incident_id desc`;
  const toTeam = sql`m.sender_type = 'user' and m.recipient <> ${AUTOMATED_HELP}`;

  const rows = await selectRows<Row>(db, sql`
    with per_case as (
      select m.recovery_id as incident_id,
             max(m.created_at) as last_at,
             max(m.created_at) filter (where m.sender_type = 'staff' and not m.internal) as last_reply_at,
             (count(*) filter (where ${toTeam} and m.read_by_staff_at is null))::int as unread
      from messages m group by m.recovery_id
    ),
    c as (
      select per_case.*,
             (select min(m.created_at) from messages m
               where m.recovery_id = per_case.incident_id and ${toTeam}
                 and m.created_at > coalesce(per_case.last_reply_at, '-infinity'::timestamptz)) as waiting_since
      from per_case
    )
    select c.incident_id, i.victim_email, p.name as platform_name, c.last_at, c.unread, c.waiting_since,
           (count(*) over ())::int as total
    from c
    join fraud_incidents i on i.id = c.incident_id
    join platforms p on p.id = i.platform_id
    ${where}
    order by ${order}
    limit ${limit} offset ${offset}`);

  const total = rows[0]?.total ?? (offset > 0 ? await countConversations(db, query) : 0);
  return {
    items: rows.map((row) => ({
      incidentId: Number(row.incident_id),
      reference: formatCaseReference(Number(row.incident_id)),
      victimEmail: row.victim_email,
      platformName: row.platform_name,
      lastMessageAt: iso(row.last_at),
      unread: Number(row.unread),
      waitingSince: row.waiting_since === null ? null : iso(row.waiting_since),
    })),
    total: Number(total),
  };
}

/** The total for a page past the end, where the window count has no row to ride on. */
async function countConversations(db: Db, query: ConversationListQuery): Promise<number> {
  const first = await listConversations({ db: db }, { ...query, page: 1, pageSize: 1 });
  return first.total;
}
