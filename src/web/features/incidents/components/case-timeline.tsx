import { Trans, useLingui } from '@lingui/react/macro';
import type { TimelineEvent } from '@shared/incidents/case-data';
import { formatDate } from '@/lib/i18n/format';
import { EmptyState } from './empty-state';

/** Exactly the events staff recorded, oldest first (D4). */
export function CaseTimeline({ events }: { events: TimelineEvent[] }) {
  const { t } = useLingui();
  if (events.length === 0) {
    return (
      <EmptyState title={t`No timeline events yet`}>
        <Trans>When the case team records a step on your case, it appears here with its date.</Trans>
      </EmptyState>
    );
  }
  const ordered = [...events].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  return (
    <ol className="relative flex flex-col gap-5 border-s-2 border-border ps-6">
      {ordered.map((event, index) => (
        <li key={`${event.date}-${index}`} className="relative">
          <span className="absolute -start-[1.95rem] top-1.5 size-3.5 rounded-full border-2 border-card bg-primary" aria-hidden="true" />
          <p className="text-sm text-muted-foreground">{formatDate(event.date)}</p>
          <p className="font-semibold">{event.title}</p>
          {event.description ? <p className="text-base">{event.description}</p> : null}
        </li>
      ))}
    </ol>
  );
}
