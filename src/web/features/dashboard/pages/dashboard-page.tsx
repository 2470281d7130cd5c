import { ComingSoon } from '@/features/misc/coming-soon';

export default function DashboardPage() {
  return <ComingSoon title="My Dashboard" />;
}
