import { ComingSoon } from '@/components/layout/coming-soon';

export default function ApplicationsPage() {
  return <ComingSoon title="Recovery Applications" />;
}
