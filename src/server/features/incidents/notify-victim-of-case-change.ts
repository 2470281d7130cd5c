import { formatCaseReference } from '@shared/format/case-reference';
import type { Config } from '../../config';
import type { Dependencies } from '../../dependencies';
import { caseChangedMail } from '../../mail/templates/case-changed';
import { getSettingValue } from '../settings/queries';

type NoticeDeps = Pick<Dependencies, 'db' | 'mailer'> & {
  config: Pick<Config, 'publicUrl'>;
  log: { error: (obj: object, msg: string) => void };
};

/**
 * D19: e-mails the victim that their case changed, after the change has committed. A mail that
 * cannot be sent is logged and nothing more: the staff change stands either way.
 */
export async function notifyVictimOfCaseChange(deps: NoticeDeps, incident: { id: number; victimEmail: string }): Promise<void> {
  try {
    const platformName = (await getSettingValue(deps.db, 'platform_name')) ?? 'Haven';
    const mail = caseChangedMail({
      platformName,
      caseReference: formatCaseReference(incident.id),
      url: `${deps.config.publicUrl}/recovery-details/${incident.id}`,
    });
    await deps.mailer.send({ to: incident.victimEmail, ...mail });
  } catch (err) {
    deps.log.error({ err, incidentId: incident.id }, 'case change notice not sent');
  }
}
