import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StaffRole } from '@shared/staff/roles';
import { i18n } from '@/lib/i18n/texts';

const staffRoleLabels: Record<StaffRole, MessageDescriptor> = { admin: msg`Admin`, caseworker: msg`Case worker` };

/** A staff role as the Staff screen names it ('Admin', 'Case worker'), in the reader's language. */
export function staffRoleText(role: StaffRole): string {
  return i18n._(staffRoleLabels[role]);
}
