import { desc } from 'drizzle-orm';
import { formatApplicationReference, type ApplicationSummary } from '@shared/applications/schema';
import { recoveryApplications } from '../../kernel/db/schema/index';
import { verifiedApplicationsOf } from './policy';
import type { Dependencies } from '../../dependencies';

export async function listApplicationsOf(deps: Pick<Dependencies, 'db'>, input: { email: string }): Promise<ApplicationSummary[]> {
  const { db } = deps;
  const { email } = input;
  const rows = await db
    .select()
    .from(recoveryApplications)
    .where(verifiedApplicationsOf(email.toLowerCase()))
    .orderBy(desc(recoveryApplications.submittedAt), desc(recoveryApplications.id));
  return rows.map((row) => ({
    id: row.id,
    reference: formatApplicationReference(row.id),
    platformName: row.platformName,
    fraudType: row.fraudType,
    lossAmount: row.lossAmount,
    currency: row.currency,
    incidentDate: row.incidentDate,
    status: row.status,
    submittedAt: row.submittedAt.toISOString(),
    incidentId: row.incidentId,
    rejectionReason: row.status === 'rejected' ? row.rejectionReason : null,
  }));
}
