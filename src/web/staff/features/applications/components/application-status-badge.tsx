import { applicationStatusLabels } from '@shared/applications/staff-schema';
import type { ApplicationStatus } from '@shared/applications/status';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const tones: Record<ApplicationStatus, BadgeTone> = {
  pending: 'yellow',
  under_review: 'blue',
  approved: 'green',
  rejected: 'red',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge tone={tones[status]}>{applicationStatusLabels[status]}</Badge>;
}
