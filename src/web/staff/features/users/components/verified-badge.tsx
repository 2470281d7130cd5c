import { Trans } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';

export function VerifiedBadge({ isVerified }: { isVerified: boolean }) {
  return isVerified ? (
    <Badge tone="green">
      <Trans>Verified</Trans>
    </Badge>
  ) : (
    <Badge tone="yellow">
      <Trans>Unverified</Trans>
    </Badge>
  );
}
