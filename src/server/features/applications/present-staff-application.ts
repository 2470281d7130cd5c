import type { StaffApplication } from '@shared/applications/staff-schema';
import { formatApplicationReference } from '@shared/applications/schema';
import { formatCaseReference } from '@shared/format/case-reference';
import type { recoveryApplications } from '../../kernel/db/schema/index';

type ApplicationRow = typeof recoveryApplications.$inferSelect;

/** An application in the spec's shape for staff, with its RA- and FR- references. */
export function presentStaffApplication(row: ApplicationRow): StaffApplication {
  return {
    id: row.id,
    recoveryId: formatApplicationReference(row.id),
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    country: row.country,
    platformName: row.platformName,
    fraudType: row.fraudType,
    lossAmount: row.lossAmount,
    currency: row.currency,
    status: row.status,
    description: row.incidentDescription,
    dateOfIncident: row.incidentDate,
    contactedPolice: row.contactedPolice,
    contactedBank: row.contactedBank,
    contactedPlatform: row.contactedPlatform,
    adminNotes: row.adminNotes,
    rejectionReason: row.rejectionReason,
    emailVerifiedAt: row.emailVerifiedAt?.toISOString() ?? null,
    incident: row.incidentId === null ? null : { id: row.incidentId, reference: formatCaseReference(row.incidentId) },
    createdAt: row.submittedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
