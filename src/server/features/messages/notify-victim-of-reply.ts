import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatCaseReference } from '@shared/format/case-reference';
import { fraudIncidents } from '../../db/schema/index';
import { renderMail } from '../../mail/render';
import { getSettingValue } from '../settings/queries';

/**
 * D7: the victim gets an e-mail when staff reply. The mail says only that a reply is waiting; the
 * words stay behind the sign-in, where nobody reading the inbox over a shoulder can see them.
 * The admin side calls this after storing a staff message.
 */
export async function notifyVictimOfReply(app: FastifyInstance, input: { incidentId: number; staffRole: string }): Promise<void> {
  const [incident] = await app.db
    .select({ id: fraudIncidents.id, email: fraudIncidents.victimEmail })
    .from(fraudIncidents)
    .where(eq(fraudIncidents.id, input.incidentId))
    .limit(1);
  if (!incident) return;
  const platformName = (await getSettingValue(app.db, 'platform_name')) ?? 'Haven';
  const reference = formatCaseReference(incident.id);
  const content = renderMail({
    platformName,
    heading: `New reply on your case ${reference}`,
    paragraphs: [`Your ${input.staffRole} has replied to your message on case ${reference}. Sign in to read it.`],
    action: { label: 'Read the reply', url: `${app.config.publicUrl}/recovery-details/${incident.id}` },
  });
  await app.mailer.send({ to: incident.email, subject: `New reply on your case ${reference}`, ...content });
}
