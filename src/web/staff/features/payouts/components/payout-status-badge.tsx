import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { PayoutStatus } from '@shared/payouts/status';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const tones: Record<PayoutStatus, BadgeTone> = { pending: 'yellow', approved: 'blue', paid: 'green', rejected: 'red' };
/** Said with `i18n._` where drawn. */
export const payoutStatusLabels: Record<PayoutStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  approved: msg`Approved`,
  paid: msg`Paid`,
  rejected: msg`Rejected`,
};

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const { i18n } = useLingui();
  return <Badge tone={tones[status]}>{i18n._(payoutStatusLabels[status])}</Badge>;
}
