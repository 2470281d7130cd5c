import { sql } from 'drizzle-orm';
import { formatCaseReference } from '@shared/format/case-reference';
import {
  reportIncidentSchema,
  type ReportIncidentFields,
  type ReportIncidentResponse,
} from '@shared/incidents/report-schema';
import type { Db, Tx } from '../../db/client';
import { documents, fraudIncidents, platforms } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { IngestedUpload } from '../documents/ingest-files';

/**
 * A victim's report: the platform (found by name whatever its case, or added to the directory),
 * the incident with status 'open', and a documents row per evidence file. All or nothing: the rows
 * are written in one transaction and, when anything fails, the stored files are removed too.
 */
export async function reportIncident(db: Db, upload: IngestedUpload): Promise<ReportIncidentResponse> {
  try {
    const parsed = reportIncidentSchema.safeParse(upload.fields);
    if (!parsed.success) {
      throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Please check the form and try again.');
    }
    const report = parsed.data;
    const incidentId = await db.transaction(async (tx) => {
      const platformId = await findOrCreatePlatform(tx, report);
      const [incident] = await tx
        .insert(fraudIncidents)
        .values({
          platformId,
          victimEmail: report.victimEmail,
          incidentDate: report.incidentDate,
          lossAmount: report.lossAmount,
          status: 'open',
          fraudType: report.fraudType,
          description: report.description,
          websiteUrl: report.websiteUrl || null,
        })
        .returning({ id: fraudIncidents.id });
      if (!incident) throw new Error('The incident insert returned no row');
      if (upload.files.length > 0) {
        await tx.insert(documents).values(
          upload.files.map((file) => ({
            ...file,
            userEmail: report.victimEmail,
            category: 'evidence' as const,
            status: 'pending' as const,
            recoveryId: incident.id,
          })),
        );
      }
      return incident.id;
    });
    return {
      incident: { id: incidentId, caseReference: formatCaseReference(incidentId) },
      documentsCount: upload.files.length,
    };
  } catch (error) {
    await upload.discard();
    throw error;
  }
}

async function findOrCreatePlatform(tx: Tx, report: ReportIncidentFields): Promise<number> {
  const byName = () =>
    tx
      .select({ id: platforms.id })
      .from(platforms)
      .where(sql`lower(${platforms.name}) = lower(${report.platformName})`)
      .limit(1);

  const [existing] = await byName();
  if (existing) return existing.id;

  // Two reports naming a new platform at once: the unique index on lower(name) lets one insert
  // win and the other finds that row.
  const [created] = await tx
    .insert(platforms)
    .values({ name: report.platformName, website: report.websiteUrl || null })
    .onConflictDoNothing()
    .returning({ id: platforms.id });
  if (created) return created.id;
  const [raced] = await byName();
  if (!raced) throw new Error('The platform could be neither found nor created');
  return raced.id;
}
