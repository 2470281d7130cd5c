import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DocumentCategory, DocumentStatus } from '@shared/documents/status';
import { formatStatusLabel } from '@/lib/i18n/shared-words';

// The shared vocabulary (src/shared) in the reader's language; a value outside it as it came.
export const documentCategoryLabels: Record<DocumentCategory, MessageDescriptor> = {
  identity: msg`Identity`,
  financial: msg`Financial`,
  communication: msg`Communication`,
  legal: msg`Legal`,
};

const documentStatusLabels: Record<DocumentStatus, MessageDescriptor> = {
  pending: msg({ message: 'Pending', context: 'document status' }),
  verified: msg({ message: 'Verified', context: 'document status' }),
  rejected: msg({ message: 'Rejected', context: 'document status' }),
};

const said = (i18n: I18n, labels: Record<string, MessageDescriptor>, value: string) => {
  const label = labels[value];
  return label ? i18n._(label) : formatStatusLabel(value);
};

export const documentCategoryLabel = (i18n: I18n, value: string) => said(i18n, documentCategoryLabels, value);
export const documentStatusLabel = (i18n: I18n, value: string) => said(i18n, documentStatusLabels, value);
