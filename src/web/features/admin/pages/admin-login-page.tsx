import { ComingSoon } from '@/features/misc/coming-soon';

export default function AdminLoginPage() {
  return <ComingSoon title="Admin Sign In" />;
}
