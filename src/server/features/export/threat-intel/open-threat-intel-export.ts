import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { formatCaseReference } from '@shared/format/case-reference';
import { threatIntelFormatNames, type ThreatIntelFormat } from '@shared/threat-intel/schema';
import type { Dependencies } from '../../../dependencies';
import { settings } from '../../../kernel/db/schema/index';
import { AppError } from '../../../kernel/errors';
import type { StaffIdentity } from '../../../kernel/plugins/access';
import { recordAudit, type Change } from '../../audit/record-audit';
import { ownCasesScope } from '../../incidents/case-staff';
import { findIncidentForViewer } from '../../incidents/policy';
import { getPlatformName } from '../../settings/queries';
import { requireFreshSession } from '../open-export';
import { organisationNamespace } from './deterministic-id';
import { gatherScammerIdentifiers } from './gather-identifiers';
import { mispEventText } from './misp-event';
import { stixBundleText } from './stix-bundle';

export const THREAT_INTEL_AUDIT_ACTION = 'threat_intel.exported';

export const UNCONFIRMED_NOT_SHARED =
  'This report is not confirmed yet, so nothing of it is shared: anyone can type anything into the report form (D18). Confirm the report first.';
export const MERGED_NOT_SHARED = 'This case was merged into another one, which holds its records now: share the identifiers from that case.';

const contentTypes: Record<ThreatIntelFormat, string> = {
  // The media type STIX 2.1 and TAXII 2.1 register for STIX content.
  stix: 'application/stix+json; version=2.1; charset=utf-8',
  misp: 'application/json; charset=utf-8',
};

export type OpenedThreatIntel = { filename: string; contentType: string; stream: Readable; identifiers: number };

/**
 * The scammer identifiers of one case (any staff member: staff see every case) or of every case
 * the staff member may share (an admin: all, after a fresh confirmation, as for any export of
 * everyone; a caseworker: their own cases, D17), as a STIX 2.1 bundle or a MISP event. What goes
 * out is decided in gather-identifiers.ts. The audit row names the case or the scope, the format
 * and how many identifiers left, never the identifiers: the log must not become a copy of them.
 */
export async function openThreatIntelExport(
  deps: Pick<Dependencies, 'db' | 'clock' | 'config'>,
  input: { format: ThreatIntelFormat; incidentId?: number; staff: StaffIdentity; by: Change },
): Promise<OpenedThreatIntel> {
  const { db } = deps;
  const { format, incidentId, staff } = input;
  let caseStatus: string | null = null;
  if (incidentId !== undefined) {
    const { incident } = await findIncidentForViewer(db, { incidentId, viewer: { kind: 'staff', adminId: staff.adminId } });
    if (incident.mergedIntoId !== null) throw new AppError('THREAT_INTEL_NOT_SHAREABLE', MERGED_NOT_SHARED);
    if (incident.confirmedAt === null) throw new AppError('THREAT_INTEL_NOT_SHAREABLE', UNCONFIRMED_NOT_SHARED);
    caseStatus = incident.status;
  } else if (staff.role === 'admin') {
    await requireFreshSession(deps, staff);
  }
  const ownCases = incidentId === undefined ? ownCasesScope(staff) : null;

  const identifiers = await gatherScammerIdentifiers(deps, { incidentId, ownCases });
  const exportedAt = deps.clock();
  await db.transaction((tx) =>
    recordAudit(tx, {
      actor: input.by.actor,
      action: THREAT_INTEL_AUDIT_ACTION,
      entity: incidentId !== undefined ? { type: 'fraud_incident', id: incidentId } : { type: 'export', id: 'threat-intel' },
      after: { format: threatIntelFormatNames[format], identifiers: identifiers.length, ...(incidentId === undefined ? { ownCasesOnly: ownCases !== null } : {}) },
      ip: input.by.ip,
    }),
  );

  const name = await getPlatformName(db);
  const [named] = await db.select({ updatedAt: settings.updatedAt }).from(settings).where(eq(settings.key, 'platform_name')).limit(1);
  const namespace = organisationNamespace(deps.config.publicUrl);
  const reference = incidentId !== undefined ? formatCaseReference(incidentId) : null;
  const text =
    format === 'stix'
      ? stixBundleText({ namespace, organisation: { name, namedAt: named?.updatedAt ?? exportedAt }, identifiers })
      : mispEventText({
          namespace,
          scopeKey: reference ? `case:${incidentId}` : ownCases ? `own-cases:${staff.adminId}` : 'all-cases',
          info: reference
            ? `Scammer identifiers from ${name}, case ${reference}`
            : `Scammer identifiers from ${name}, ${ownCases ? "a case worker's own confirmed cases" : 'every confirmed case'}`,
          complete: caseStatus === 'resolved' || caseStatus === 'closed',
          organisation: { name },
          identifiers,
          exportedAt,
        });
  const day = exportedAt.toISOString().slice(0, 10);
  return {
    filename: `scammer-identifiers-${reference ?? (ownCases ? 'own-cases' : 'all-cases')}-${day}.${format}.json`,
    contentType: contentTypes[format],
    stream: Readable.from(text),
    identifiers: identifiers.length,
  };
}
