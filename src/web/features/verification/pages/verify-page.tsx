import { ComingSoon } from '@/features/misc/coming-soon';

export default function VerifyPage() {
  return <ComingSoon title="Create Your Profile" />;
}
