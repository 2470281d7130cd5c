import { ComingSoon } from '@/components/layout/coming-soon';

export default function UserPage() {
  return <ComingSoon title="User" />;
}
