import { sql, type SQL } from 'drizzle-orm';
import { largeLossThresholds, type AlertConditions } from '@shared/alerts/schema';
import { isoCurrencyUnits, placesSql } from '@shared/money/currencies';

/** What a rule found: the record it is about (its key never fires twice), in words, and where to act. */
export type AlertFinding = { record_key: string; message: string; link: string | null };

/** At most this many findings per rule and check; the rest are found by the next check. */
export const FINDINGS_PER_CHECK = 50;

const caseRef = (id: SQL) => sql`'FR-' || lpad((${id})::text, 6, '0')`;

// '$75,000.00' as before currencies; any other currency by its code and in its places: 'EUR 7,750.00', 'JPY 150,000'.
const lossInWords = sql`case when i.currency = 'USD' then '$' else i.currency || ' ' end
  || to_char(i.loss_amount, case when ${sql.raw(placesSql('i.currency', isoCurrencyUnits))} = 0 then 'FM999,999,999,999,990' else 'FM999,999,999,990.00' end)`;

/**
 * The query that finds what a rule watches for and has not fired on yet. Each is one statement
 * over indexed columns; `rule` is the rule's row (its id, and when it was made: a rule about new
 * reports does not fire on every old one the day it is made).
 */
export function findingsQuery(conditions: AlertConditions, rule: { id: number; createdAt: Date }): SQL {
  const notFired = (key: SQL) => sql`not exists (select 1 from alert_events e where e.alert_id = ${rule.id} and e.record_key = ${key})`;
  switch (conditions.triggerType) {
    case 'platform_reports': {
      // One firing per platform per window: once it fired, the platform is quiet for `days`.
      const since = sql`now() - ${conditions.days} * interval '1 day'`;
      return sql`
        select 'platform:' || p.id || ':' || to_char(now() at time zone 'UTC', 'YYYY-MM-DD') as record_key,
               p.name || ' was reported ' || count(*) || ' times in the last ' || ${conditions.days} || ' days' as message,
               '/admin/platforms/' || p.id as link
        from fraud_incidents i join platforms p on p.id = i.platform_id
        where i.created_at >= ${since}
          and not exists (select 1 from alert_events e where e.alert_id = ${rule.id} and e.record_key like 'platform:' || p.id || ':%' and e.created_at >= ${since})
        group by p.id, p.name
        having count(*) >= ${conditions.count}
        order by count(*) desc
        limit ${FINDINGS_PER_CHECK}`;
    }
    case 'large_loss': {
      // Each loss against the amount set for its own currency; no rate is ever applied (issue 28), so
      // a loss in a currency the rule does not name is never large.
      const thresholds = [...largeLossThresholds(conditions.amount)];
      const large = thresholds.length === 0 ? sql`false` : sql.join(thresholds.map(([currency, amount]) => sql`(i.currency = ${currency} and i.loss_amount > ${amount}::numeric)`), sql` or `);
      const key = sql`'incident:' || i.id`;
      return sql`
        select ${key} as record_key,
               'A loss of ' || ${lossInWords} || ' was reported on ' || ${caseRef(sql`i.id`)} as message,
               '/admin/incidents/' || i.id as link
        from fraud_incidents i
        where (${large}) and i.created_at >= ${rule.createdAt.toISOString()}::timestamptz and ${notFired(key)}
        order by i.id
        limit ${FINDINGS_PER_CHECK}`;
    }
    case 'document_waiting': {
      const key = sql`'document:' || d.id`;
      return sql`
        select ${key} as record_key,
               'A document on ' || coalesce(${caseRef(sql`d.recovery_id`)}, 'no case') || ' has waited for review for more than ' || ${conditions.hours} || ' hours' as message,
               case when d.recovery_id is null then '/admin/documents' else '/admin/incidents/' || d.recovery_id end as link
        from documents d
        where d.status = 'pending' and d.upload_date < now() - ${conditions.hours} * interval '1 hour' and ${notFired(key)}
        order by d.id
        limit ${FINDINGS_PER_CHECK}`;
    }
    case 'message_unanswered': {
      // The first victim message after the team's last reply on a case: one firing per wait.
      const key = sql`'message:' || m.id`;
      return sql`
        select ${key} as record_key,
               'A message on ' || ${caseRef(sql`m.recovery_id`)} || ' has been unanswered for more than ' || ${conditions.hours} || ' hours' as message,
               '/admin/incidents/' || m.recovery_id as link
        from messages m
        where m.sender_type = 'user' and m.recovery_id is not null
          and m.created_at < now() - ${conditions.hours} * interval '1 hour'
          and not exists (select 1 from messages r where r.recovery_id = m.recovery_id and r.sender_type = 'staff' and not r.internal and r.created_at > m.created_at)
          and not exists (select 1 from messages o where o.recovery_id = m.recovery_id and o.sender_type = 'user' and o.created_at < m.created_at
                            and not exists (select 1 from messages r2 where r2.recovery_id = m.recovery_id and r2.sender_type = 'staff' and not r2.internal and r2.created_at > o.created_at and r2.created_at < m.created_at))
          and ${notFired(key)}
        order by m.id
        limit ${FINDINGS_PER_CHECK}`;
    }
    case 'payout_unpaid': {
      const key = sql`'payout:' || p.id`;
      return sql`
        select ${key} as record_key,
               'A payout on ' || ${caseRef(sql`p.incident_id`)} || ' was approved more than ' || ${conditions.days} || ' days ago and is not paid' as message,
               '/admin/payouts' as link
        from payout_requests p
        where p.status = 'approved' and coalesce(p.processed_date, p.request_date) < now() - ${conditions.days} * interval '1 day' and ${notFired(key)}
        order by p.id
        limit ${FINDINGS_PER_CHECK}`;
    }
  }
}
