import type { PayoutStatus } from '@shared/payouts/status';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const tones: Record<PayoutStatus, BadgeTone> = { pending: 'yellow', approved: 'blue', paid: 'green', rejected: 'red' };
const labels: Record<PayoutStatus, string> = { pending: 'Pending', approved: 'Approved', paid: 'Paid', rejected: 'Rejected' };

export const payoutStatusLabel = (status: PayoutStatus) => labels[status];

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return <Badge tone={tones[status]}>{labels[status]}</Badge>;
}
