import { ComingSoon } from '@/features/misc/coming-soon';

export default function RecoveryPage() {
  return <ComingSoon title="Apply for Recovery" />;
}
