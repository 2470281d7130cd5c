import { Badge } from '@/components/ui/badge';

export function VerifiedBadge({ isVerified }: { isVerified: boolean }) {
  return isVerified ? <Badge tone="green">Verified</Badge> : <Badge tone="yellow">Unverified</Badge>;
}
