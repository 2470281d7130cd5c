import { Clock } from 'lucide-react';
import { plural, t } from '@lingui/core/macro';
import type { ResponseClock } from '@shared/incidents/response-clock';
import { formatDateTimeWithZone } from '@/lib/i18n/format';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const tones: Record<ResponseClock['state'], BadgeTone> = { overdue: 'red', due_soon: 'yellow', on_time: 'grey' };

function spanOf(ms: number): string {
  const hours = ms / 3_600_000;
  if (hours < 1) return plural(Math.max(1, Math.round(ms / 60_000)), { one: '# minute', other: '# minutes' });
  if (hours < 48) return plural(Math.round(hours), { one: '# hour', other: '# hours' });
  return plural(Math.round(hours / 24), { one: '# day', other: '# days' });
}

/** The clock in words: "First reply due in 3 hours", "Reply overdue by 2 days". */
export function describeClock(clock: ResponseClock, now: Date): string {
  const left = new Date(clock.dueAt).getTime() - now.getTime();
  const span = spanOf(Math.abs(left));
  const overdue = left < 0;
  switch (clock.kind) {
    case 'first_reply':
      return overdue ? t`First reply overdue by ${span}` : t`First reply due in ${span}`;
    case 'next_reply':
      return overdue ? t`Reply overdue by ${span}` : t`Reply due in ${span}`;
    default:
      return overdue ? t`Document review overdue by ${span}` : t`Document review due in ${span}`;
  }
}

/**
 * A case's response-target clock in words ("Reply overdue by 2 days"), never in colour alone (issue 26).
 * The words may wrap (a badge does not): in the incidents list beside the sidebar, an unwrapped
 * "First reply overdue by 129 days" pushed the owner and the row's actions out of a 1440 px screen.
 */
export function ResponseClockBadge({ clock }: { clock: ResponseClock }) {
  const due = formatDateTimeWithZone(clock.dueAt);
  return (
    <Badge tone={tones[clock.state]} className="max-w-full items-start rounded-lg" title={t`Due ${due}`}>
      <Clock className="mt-[3px] size-3.5 shrink-0" aria-hidden="true" />
      <span className="min-w-0 whitespace-normal">{describeClock(clock, new Date())}</span>
    </Badge>
  );
}
