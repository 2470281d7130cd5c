import { ComingSoon } from '@/features/misc/coming-soon';

export default function LoginPage() {
  return <ComingSoon title="Sign In" />;
}
