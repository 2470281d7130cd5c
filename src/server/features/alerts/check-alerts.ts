import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alertConditionsSchema, describeAlertCondition } from '@shared/alerts/schema';
import type { Db } from '../../kernel/db/client';
import { staffUsers, alertEvents, automatedAlerts } from '../../kernel/db/schema/index';
import { selectRows } from '../../kernel/db/select-rows';
import type { Dependencies } from '../../dependencies';
import { queueMail, type OutboxDependencies } from '../../kernel/mail/outbox/queue-mail';
import { getPlatformName } from '../settings/queries';
import { findingsQuery, type AlertFinding } from './find-alert-records';
import { alertMail } from './alert-mail';
import { mailLocale } from '../settings/locale';

export type AlertCheckDependencies = Pick<Dependencies, 'db' | 'clock'> & OutboxDependencies & { config: OutboxDependencies['config'] & Pick<Dependencies['config'], 'publicUrl'> };

export type AlertsCheckJob = { alertId?: number };

/**
 * Runs every active rule (or one): each finding not fired on before becomes an alert event, the
 * rule's count and last time move on, and the staff it names get one e-mail for the lot, all in
 * one transaction per rule. The unique (rule, record) key makes two checks at once, or a check
 * run again after a crash, fire each record once.
 */
export async function checkAlerts(deps: AlertCheckDependencies, options: { alertId?: number } = {}): Promise<{ fired: number }> {
  const rules = await deps.db
    .select()
    .from(automatedAlerts)
    .where(and(eq(automatedAlerts.isActive, true), options.alertId === undefined ? undefined : eq(automatedAlerts.id, options.alertId)));
  let fired = 0;
  for (const rule of rules) {
    const parsed = alertConditionsSchema.safeParse({ ...rule.conditions, triggerType: rule.triggerType });
    if (!parsed.success) continue;
    fired += await deps.db.transaction(async (tx) => {
      const findings = await selectRows<AlertFinding>(tx, findingsQuery(parsed.data, rule));
      if (findings.length === 0) return 0;
      const inserted = await tx
        .insert(alertEvents)
        .values(findings.map((f) => ({ alertId: rule.id, recordKey: f.record_key, message: f.message, link: f.link })))
        .onConflictDoNothing({ target: [alertEvents.alertId, alertEvents.recordKey] })
        .returning({ id: alertEvents.id });
      if (inserted.length === 0) return 0;
      await tx
        .update(automatedAlerts)
        .set({ lastTriggered: deps.clock(), triggerCount: sql`${automatedAlerts.triggerCount} + ${inserted.length}` })
        .where(eq(automatedAlerts.id, rule.id));
      const staffIds = ((rule.actions as { staffIds?: unknown }).staffIds as number[] | undefined) ?? [];
      if (staffIds.length > 0) {
        const staff = await tx
          .select({ id: staffUsers.id, email: staffUsers.email, locale: staffUsers.locale })
          .from(staffUsers)
          .where(and(inArray(staffUsers.id, staffIds), isNull(staffUsers.disabledAt), isNotNull(staffUsers.email)));
        const platformName = await getPlatformName(tx);
        const mailIn = async (locale: string | null) =>
          alertMail({
          locale: await mailLocale(tx, locale),
          platformName,
          ruleName: rule.name,
          condition: describeAlertCondition(parsed.data),
          count: inserted.length,
          alertsUrl: `${deps.config.publicUrl}/admin/alerts`,
          });
        const firstEvent = Math.min(...inserted.map((e) => e.id));
        for (const member of staff) {
          await queueMail(deps, tx, 'alert', { to: member.email!, ...(await mailIn(member.locale)) }, { dedupeKey: `alert:${rule.id}:${firstEvent}:${member.id}` });
        }
      }
      return inserted.length;
    });
  }
  return { fired };
}

/** The job runner's handler: on a schedule (every five minutes) and after events that may fire a rule. */
export function alertsCheckHandler(deps: AlertCheckDependencies & { db: Db }) {
  // A batch of jobs (several events at once) needs one pass over the rules, not one each.
  return async () => {
    await checkAlerts(deps);
  };
}
