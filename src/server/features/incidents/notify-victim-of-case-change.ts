import { formatCaseReference } from '@shared/format/case-reference';
import type { Tx } from '../../kernel/db/client';
import type { Dependencies } from '../../dependencies';
import { queueMail, type OutboxDependencies } from '../../kernel/mail/outbox/queue-mail';
import { caseChangedMail } from './case-changed-mail';
import { getPlatformName } from '../settings/queries';

export type CaseNoticeDependencies = Pick<Dependencies, 'db'> & OutboxDependencies & { config: OutboxDependencies['config'] & Pick<Dependencies['config'], 'publicUrl'> };

/**
 * D19: the e-mail that tells a victim their case changed (and nothing of what changed), queued in
 * the transaction of the change (deps.db): it goes out if, and only if, the change commits.
 */
export async function queueCaseChangeNotice(
  deps: Omit<CaseNoticeDependencies, 'db'> & { db: Tx },
  incident: { id: number; victimEmail: string },
): Promise<void> {
  const { db: tx } = deps;
  const platformName = await getPlatformName(tx);
  const mail = caseChangedMail({
    platformName,
    caseReference: formatCaseReference(incident.id),
    url: `${deps.config.publicUrl}/recovery-details/${incident.id}`,
  });
  await queueMail(deps, tx, 'case_changed', { to: incident.victimEmail, ...mail });
}
