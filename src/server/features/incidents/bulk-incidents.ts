import { eq } from 'drizzle-orm';
import type { BulkIncidentAction, BulkIncidentResult } from '@shared/incidents/bulk-schema';
import { formatCaseReference } from '@shared/format/case-reference';
import { caseStaff, fraudIncidents, tags } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import { actOnEach, type BulkStep } from '../../kernel/lists/act-on-each';
import type { StaffIdentity } from '../../kernel/plugins/access';
import type { Dependencies } from '../../dependencies';
import type { Change } from '../audit/record-audit';
import { addCaseTag, refuseDeletedTag } from './case-tags';
import { addCaseStaff, giveCaseTo } from './assign-case-staff';
import { STALE_VERSION_MESSAGE, updateStaffIncident } from './update-staff-incident';

type BulkDependencies = Pick<Dependencies, 'db' | 'clock' | 'jobs' | 'config' | 'log'>;

/**
 * One case of a bulk action, in a transaction of its own through the same operation a single
 * change uses, so every rule (D17's on who may assign, the version an edit was based on) holds as
 * it does one case at a time, and each case gets its own audit row.
 */
async function actOn(deps: BulkDependencies, item: { id: number; version: number }, action: BulkIncidentAction, staff: StaffIdentity, by: Change): Promise<BulkStep> {
  switch (action.kind) {
    case 'status': {
      const [current] = await deps.db.select({ status: fraudIncidents.status, version: fraudIncidents.version }).from(fraudIncidents).where(eq(fraudIncidents.id, item.id));
      if (!current) throw new AppError('INCIDENT_NOT_FOUND', 'Incident not found');
      // Changed since the list was read: refused as an edit would be, even if the status now matches.
      if (current.version !== item.version) throw new AppError('STALE_VERSION', STALE_VERSION_MESSAGE);
      if (current.status === action.status) return 'unchanged';
      await updateStaffIncident(deps, { id: item.id, expectedVersion: item.version, update: { kind: 'status', status: action.status }, by, tellVictim: action.tellVictim });
      return 'done';
    }
    case 'assign': {
      const members = await deps.db.select({ adminUserId: caseStaff.adminUserId, isOwner: caseStaff.isOwner }).from(caseStaff).where(eq(caseStaff.incidentId, item.id));
      const member = members.find((m) => m.adminUserId === action.adminId);
      if (member?.isOwner) return 'unchanged';
      if (member) await giveCaseTo(deps, { incidentId: item.id, adminId: action.adminId, staff, by });
      else await addCaseStaff(deps, { incidentId: item.id, adminId: action.adminId, role: 'Case Manager', owner: staff.role === 'admin', staff, by });
      return 'done';
    }
    case 'tag': {
      const [tag] = await deps.db.select({ name: tags.name }).from(tags).where(eq(tags.id, action.tagId));
      if (!tag) throw new AppError('TAG_UNKNOWN', 'This tag no longer exists. Reload the page to see the tags there are.');
      const added = await refuseDeletedTag(() => deps.db.transaction(async (tx) => {
        const [exists] = await tx.select({ id: fraudIncidents.id }).from(fraudIncidents).where(eq(fraudIncidents.id, item.id));
        if (!exists) throw new AppError('INCIDENT_NOT_FOUND', 'Incident not found');
        return addCaseTag(tx, { incidentId: item.id, tagId: action.tagId, tagName: tag.name, adminId: staff.adminId, by });
      }));
      return added ? 'done' : 'unchanged';
    }
  }
}

/**
 * Acts on each chosen case in turn and says, case by case, what was done, what already was so and
 * what was refused (by rule or because someone changed the case since the list was read), with
 * the reason a single change would have given.
 */
export async function actOnIncidents(
  deps: BulkDependencies,
  input: { items: { id: number; version: number }[]; action: BulkIncidentAction; staff: StaffIdentity; by: Change; locale?: string },
): Promise<BulkIncidentResult> {
  return actOnEach(deps, {
    locale: input.locale,
    items: input.items,
    noun: { one: 'case', many: 'cases' },
    referenceOf: formatCaseReference,
    act: (item) => actOn(deps, item, input.action, input.staff, input.by),
  });
}
