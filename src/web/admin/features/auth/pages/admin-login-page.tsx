import { ComingSoon } from '@/components/layout/coming-soon';

export default function AdminLoginPage() {
  return <ComingSoon title="Admin Sign In" />;
}
