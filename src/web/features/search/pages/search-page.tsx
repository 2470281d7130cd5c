import { ComingSoon } from '@/features/misc/coming-soon';

export default function SearchPage() {
  return <ComingSoon title="Search Fraud Directory" />;
}
