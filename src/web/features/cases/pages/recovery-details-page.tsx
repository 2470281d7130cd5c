import { ComingSoon } from '@/features/misc/coming-soon';

export default function RecoveryDetailsPage() {
  return <ComingSoon title="Recovery Case" />;
}
