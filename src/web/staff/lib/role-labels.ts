import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n/texts';

const roleLabels: Record<string, MessageDescriptor> = {
  admin: msg`admin`,
  caseworker: msg`caseworker`,
};

/** A staff role as people read it ('admin', 'caseworker'), in the reader's language; an unknown role as stored. */
export function roleText(role: string): string {
  const label = roleLabels[role];
  return label ? i18n._(label) : role;
}
