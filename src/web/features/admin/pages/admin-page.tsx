import { ComingSoon } from '@/features/misc/coming-soon';

export default function AdminPage() {
  return <ComingSoon title="Admin Dashboard" />;
}
