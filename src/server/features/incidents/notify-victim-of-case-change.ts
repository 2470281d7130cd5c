import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { victimCasePath, type VictimCaseTab } from '@shared/cases/case-tabs';
import { formatCaseReference } from '@shared/format/case-reference';
import type { Tx } from '../../kernel/db/client';
import { selectRows } from '../../kernel/db/select-rows';
import type { Dependencies } from '../../dependencies';
import { queueMail, type OutboxDependencies } from '../../kernel/mail/outbox/queue-mail';
import { caseChangedMail } from './case-changed-mail';
import { getPlatformName } from '../settings/queries';
import { caseMailLocale } from '../settings/locale';

export type CaseNoticeDependencies = Pick<Dependencies, 'db'> &
  OutboxDependencies & { config: OutboxDependencies['config'] & Pick<Dependencies['config'], 'publicUrl'> & { jobs: Pick<Dependencies['config']['jobs'], 'caseNoticeDelaySeconds'> } };

/** The outbox key of a case's notice: the case, then a part of its own so each later notice is new. */
const noticeKeyPrefix = (incidentId: number) => `case_changed:${incidentId}:`;

/**
 * D19: the e-mail that tells a victim their case changed (and nothing of what changed), queued in
 * the transaction of the change (deps.db): it goes out if, and only if, the change commits. It
 * waits `CASE_NOTICE_DELAY_SECONDS` (5 minutes) for more: a change while one waits adds nothing,
 * so a case worker saving four sections sends one mail. The caller holds the case's row lock, so
 * two changes at once cannot both find none waiting.
 */
export async function queueCaseChangeNotice(
  deps: Omit<CaseNoticeDependencies, 'db'> & { db: Tx },
  incident: { id: number; victimEmail: string },
  /** The section the change is in; a notice already waiting keeps the section it named. */
  tab: VictimCaseTab = 'overview',
): Promise<void> {
  const { db: tx } = deps;
  const waiting = await selectRows<{ id: number }>(
    tx,
    sql`select id from mail_outbox where kind = 'case_changed' and status = 'queued' and recipient = ${incident.victimEmail}
        and starts_with(dedupe_key, ${noticeKeyPrefix(incident.id)}) limit 1`,
  );
  if (waiting.length > 0) return;
  const platformName = await getPlatformName(tx);
  const mail = caseChangedMail({
    locale: await caseMailLocale(tx, { email: incident.victimEmail, incidentId: incident.id }),
    platformName,
    caseReference: formatCaseReference(incident.id),
    url: `${deps.config.publicUrl}${victimCasePath(incident.id, tab)}`,
  });
  await queueMail(deps, tx, 'case_changed', { to: incident.victimEmail, ...mail }, {
    dedupeKey: `${noticeKeyPrefix(incident.id)}${randomUUID()}`,
    startAfterSeconds: deps.config.jobs.caseNoticeDelaySeconds,
    incidentId: incident.id,
  });
}
