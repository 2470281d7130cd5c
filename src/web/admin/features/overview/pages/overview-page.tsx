import { ComingSoon } from '@/components/layout/coming-soon';

export default function OverviewPage() {
  return <ComingSoon title="Overview" />;
}
