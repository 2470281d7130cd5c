import { Clock } from 'lucide-react';
import { describeClock, type ResponseClock } from '@shared/incidents/response-clock';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const tones: Record<ResponseClock['state'], BadgeTone> = { overdue: 'red', due_soon: 'yellow', on_time: 'grey' };

/** A case's response-target clock in words ("Reply overdue by 2 days"), never in colour alone (issue 26). */
export function ResponseClockBadge({ clock }: { clock: ResponseClock }) {
  return (
    <Badge tone={tones[clock.state]} title={`Due ${new Date(clock.dueAt).toLocaleString()}`}>
      <Clock className="size-3.5" aria-hidden="true" />
      {describeClock(clock, new Date())}
    </Badge>
  );
}
