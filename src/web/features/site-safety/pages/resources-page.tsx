import { ComingSoon } from '@/features/misc/coming-soon';

export default function ResourcesPage() {
  return <ComingSoon title="Scam Prevention Resources" />;
}
