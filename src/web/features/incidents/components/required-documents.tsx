import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RequiredDocument } from '@shared/incidents/case-data';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { EmptyState } from './empty-state';

const tones: Record<RequiredDocument['status'], BadgeTone> = { received: 'green', pending: 'blue', missing: 'orange' };
const statusLabels: Record<RequiredDocument['status'], MessageDescriptor> = {
  received: msg({ message: 'Received', context: 'requested document' }),
  pending: msg({ message: 'Pending', context: 'requested document' }),
  missing: msg({ message: 'Missing', context: 'requested document' }),
};

/** What the case team asked for (`requiredDocuments`), with where each one stands. */
export function RequiredDocuments({ documents }: { documents: RequiredDocument[] }) {
  const { t, i18n } = useLingui();
  if (documents.length === 0) {
    return (
      <EmptyState title={t`No documents requested yet`}>
        <Trans>If the case team needs documents from you, they are listed here.</Trans>
      </EmptyState>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {documents.map((doc, index) => (
        <li key={`${doc.name}-${index}`} className="flex flex-col gap-1 rounded-lg border border-border p-4 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <p className="font-semibold">{doc.name}</p>
            {doc.description ? <p className="text-base text-muted-foreground">{doc.description}</p> : null}
          </div>
          <Badge tone={tones[doc.status]} className="self-start">
            {i18n._(statusLabels[doc.status])}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
