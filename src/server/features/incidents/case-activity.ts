import { sql, type SQL } from 'drizzle-orm';
import type { CaseActivityItem, CaseActivityKind, CaseActivityPage, CaseActivityQuery } from '@shared/incidents/case-activity';
import { AppError } from '../../kernel/errors';
import { selectRows } from '../../kernel/db/select-rows';
import { pageWindow } from '../../kernel/lists/paging';
import type { Dependencies } from '../../dependencies';
import { INCIDENT_NOT_FOUND } from './policy';

type Row = {
  key: string;
  kind: CaseActivityKind;
  at: Date | string;
  title: string;
  action: string | null;
  detail: string | null;
  by: string | null;
  internal: boolean;
};

// Who did an audited thing, in the words the timeline shows.
const auditActor = sql.raw("case a.actor_type when 'admin' then a.actor_label when 'victim' then 'Victim' else 'System' end");

// A message's words are shown up to here in the timeline; the conversation has the rest.
const MESSAGE_PREVIEW = 400;

/**
 * Each kind as rows of (key, kind, at, title, action, detail, by, internal) for case `id`, read from
 * the tables that hold them: the audit log for changes to the case and to its files, and each
 * record's own dates for messages, money trails, payouts, applications and mails.
 */
function kindRows(id: number): Record<CaseActivityKind, SQL> {
  const idText = String(id);
  return {
    change: sql`
      select 'audit:' || a.id, 'change', a.created_at, a.action, a.action, null::text,
             ${auditActor}, false
      from audit_log a where a.entity_type = 'fraud_incident' and a.entity_id = ${idText}`,
    message: sql`
      select 'message:' || m.id, 'message', m.created_at,
             case when m.internal then 'Internal note'
                  when m.sender_type = 'user' then 'The victim wrote'
                  when m.sender_type = 'automated' then 'Automated help answered'
                  else 'The case team wrote' end,
             null::text,
             concat_ws(': ', nullif(m.subject, ''), left(m.content, ${MESSAGE_PREVIEW})),
             case when m.sender_type = 'user' then 'Victim' when m.sender_type = 'automated' then 'Automated help'
                  else coalesce(m.staff_display_name, m.sender) end,
             m.internal
      from messages m where m.recovery_id = ${id}`,
    document: sql`
      select 'document:' || d.id, 'document', d.upload_date,
             'File added: ' || d.filename, null::text,
             case d.status when 'verified' then 'Verified' when 'rejected' then 'Rejected: ' || coalesce(d.rejection_reason, 'no reason given')
                  else 'Waiting for review' end,
             case when d.uploaded_by_admin_id is null then 'Victim' else 'Staff' end, false
      from documents d where d.recovery_id = ${id}
      union all
      select 'audit:' || a.id, 'document', a.created_at, a.action, a.action, a.after->>'rejectionReason',
             ${auditActor}, false
      from audit_log a
      where a.entity_type = 'document' and a.action in ('document.verified', 'document.rejected')
        and a.entity_id in (select d.id::text from documents d where d.recovery_id = ${id})`,
    money_trail: sql`
      select 'money-trail:' || t.id, 'money_trail', t.transaction_date,
             initcap(t.transaction_type) || ' of ' || round(t.amount, case when t.currency in ('BTC', 'ETH') then 8 else 2 end)::text || ' ' || t.currency, null::text,
             concat_ws(' → ', t.from_account, t.to_account) || ' · ' || t.status, null::text, false
      from money_trails t where t.incident_id = ${id}`,
    payout: sql`
      select 'payout-requested:' || p.id, 'payout', p.request_date,
             'Payout requested: ' || p.amount::text || ' ' || p.currency, null::text, null::text, 'Victim', false
      from payout_requests p where p.incident_id = ${id}
      union all
      select 'payout-decided:' || p.id, 'payout', p.processed_date,
             case p.status when 'rejected' then 'Payout rejected' else 'Payout approved' end, null::text,
             p.rejection_reason, null::text, false
      from payout_requests p where p.incident_id = ${id} and p.processed_date is not null
      union all
      -- Placed when it was marked paid (its last change); the day the money left is in the words.
      select 'payout-paid:' || p.id, 'payout', greatest(p.updated_at, p.paid_at), 'Payout paid', null::text,
             concat_ws(' · ', 'Reference ' || p.payment_reference, 'paid on ' || to_char(p.paid_at at time zone 'UTC', 'YYYY-MM-DD')), null::text, false
      from payout_requests p where p.incident_id = ${id} and p.paid_at is not null`,
    application: sql`
      select 'application:' || r.id, 'application', r.submitted_at,
             'Application RA-' || lpad(r.id::text, 6, '0') || ' from ' || r.full_name, null::text,
             initcap(replace(r.status, '_', ' ')) || coalesce(': ' || r.rejection_reason, ''), 'Victim', false
      from recovery_applications r where r.incident_id = ${id}`,
    mail: sql`
      select 'mail:' || o.id, 'mail', o.created_at, 'E-mail: ' || o.subject, null::text,
             case o.status when 'sent' then 'Sent' when 'failed' then case when o.last_response ilike 'not sent%' then o.last_response else 'Not sent: ' || coalesce(o.last_response, 'the mail server refused it') end
                  when 'queued' then 'Waiting to be sent' when 'sending' then 'Being sent' else initcap(o.status) end,
             null::text, false
      from mail_outbox o where o.incident_id = ${id}`,
  };
}

/** One page of a case's activity, newest first; `kind` narrows it to one kind. */
export async function listCaseActivity(deps: Pick<Dependencies, 'db'>, input: { incidentId: number } & CaseActivityQuery): Promise<CaseActivityPage> {
  const { incidentId, kind } = input;
  const [exists] = await selectRows<{ id: number }>(deps.db, sql`select id from fraud_incidents where id = ${incidentId}`);
  if (!exists) throw new AppError('INCIDENT_NOT_FOUND', INCIDENT_NOT_FOUND);
  const rows = kindRows(incidentId);
  const chosen = kind === 'all' ? Object.values(rows) : [rows[kind]];
  const all = sql`(${sql.join(chosen, sql` union all `)})`;
  const { limit, offset } = pageWindow(input);
  const [page, counted] = await Promise.all([
    selectRows<Row>(
      deps.db,
      sql`select * from ${all} as activity(key, kind, at, title, action, detail, by, internal)
          order by at desc, key desc limit ${limit} offset ${offset}`,
    ),
    selectRows<{ n: number }>(deps.db, sql`select count(*)::int as n from ${all} as activity`),
  ]);
  const items: CaseActivityItem[] = page.map((row) => ({
    key: row.key,
    kind: row.kind,
    at: new Date(row.at).toISOString(),
    title: row.title,
    action: row.action,
    detail: row.detail,
    by: row.by,
    internal: Boolean(row.internal),
  }));
  return { items, total: Number(counted[0]?.n ?? 0) };
}
