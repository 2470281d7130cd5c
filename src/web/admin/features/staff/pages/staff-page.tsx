import { ComingSoon } from '@/components/layout/coming-soon';

export default function StaffPage() {
  return <ComingSoon title="Staff" />;
}
