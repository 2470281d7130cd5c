import type { Readable } from 'node:stream';
import { formatCaseReference } from '@shared/format/case-reference';
import type { Dependencies } from '../../dependencies';
import { recordAudit, type Change } from '../audit/record-audit';
import type { IncidentViewer } from '../incidents/policy';
import { getPlatformName } from '../settings/queries';
import { gatherCaseEvidence } from './gather-case-evidence';
import { streamEvidencePack } from './stream-evidence-pack';

/**
 * An evidence pack for a case the viewer may see (D8: the owner, or staff). The download is
 * audited before the first byte leaves, so a pack that was sent is always on record. Its summary
 * is in `locale`, the language of the person asking.
 */
export async function downloadEvidencePack(
  deps: Pick<Dependencies, 'db' | 'storage' | 'clock'>,
  options: { incidentId: number; viewer: IncidentViewer; generatedBy: string; by: Change; locale: string },
): Promise<{ filename: string; stream: Readable }> {
  const evidence = await gatherCaseEvidence(deps, { incidentId: options.incidentId, viewer: options.viewer });
  const generatedAt = deps.clock();
  await deps.db.transaction((tx) =>
    recordAudit(tx, {
      actor: options.by.actor,
      action: 'evidence_pack.downloaded',
      entity: { type: 'fraud_incident', id: evidence.incident.id },
      after: { files: evidence.files.length, trails: evidence.trails.length },
      ip: options.by.ip,
    }),
  );
  const platformName = await getPlatformName(deps.db);
  const day = generatedAt.toISOString().slice(0, 10);
  return {
    filename: `evidence-${formatCaseReference(evidence.incident.id)}-${day}.zip`,
    stream: streamEvidencePack(deps, { evidence, platformName, generatedAt, generatedBy: options.generatedBy, locale: options.locale }),
  };
}
