import { ComingSoon } from '@/components/layout/coming-soon';

export default function UsersPage() {
  return <ComingSoon title="Users" />;
}
