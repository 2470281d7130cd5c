import { eq } from 'drizzle-orm';
import { formatCaseReference } from '@shared/format/case-reference';
import type { Config } from '../../config';
import type { Dependencies } from '../../dependencies';
import { fraudIncidents } from '../../db/schema/index';
import { renderMail } from '../../mail/render';
import { getSettingValue } from '../settings/queries';

/**
 * D7: the victim gets an e-mail when staff reply. The mail says only that a reply is waiting; the
 * words stay behind the sign-in, where nobody reading the inbox over a shoulder can see them.
 * The admin side calls this after storing a staff message.
 */
export async function notifyVictimOfReply(
  deps: Pick<Dependencies, 'db' | 'mailer'> & { config: Pick<Config, 'publicUrl'> },
  input: { incidentId: number; staffRole: string },
): Promise<void> {
  const [incident] = await deps.db
    .select({ id: fraudIncidents.id, email: fraudIncidents.victimEmail })
    .from(fraudIncidents)
    .where(eq(fraudIncidents.id, input.incidentId))
    .limit(1);
  if (!incident) return;
  const platformName = (await getSettingValue(deps.db, 'platform_name')) ?? 'Haven';
  const reference = formatCaseReference(incident.id);
  const content = renderMail({
    platformName,
    heading: `New reply on your case ${reference}`,
    paragraphs: [`Your ${input.staffRole} has replied to your message on case ${reference}. Sign in to read it.`],
    action: { label: 'Read the reply', url: `${deps.config.publicUrl}/recovery-details/${incident.id}` },
  });
  await deps.mailer.send({ to: incident.email, subject: `New reply on your case ${reference}`, ...content });
}
