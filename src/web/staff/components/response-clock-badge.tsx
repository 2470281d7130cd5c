import { Clock } from 'lucide-react';
import { describeClock, type ResponseClock } from '@shared/incidents/response-clock';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const tones: Record<ResponseClock['state'], BadgeTone> = { overdue: 'red', due_soon: 'yellow', on_time: 'grey' };

/**
 * A case's response-target clock in words ("Reply overdue by 2 days"), never in colour alone (issue 26).
 * The words may wrap (a badge does not): in the incidents list beside the sidebar, an unwrapped
 * "First reply overdue by 129 days" pushed the owner and the row's actions out of a 1440 px screen.
 */
export function ResponseClockBadge({ clock }: { clock: ResponseClock }) {
  return (
    <Badge tone={tones[clock.state]} className="max-w-full items-start rounded-lg" title={`Due ${new Date(clock.dueAt).toLocaleString()}`}>
      <Clock className="mt-[3px] size-3.5 shrink-0" aria-hidden="true" />
      <span className="min-w-0 whitespace-normal">{describeClock(clock, new Date())}</span>
    </Badge>
  );
}
