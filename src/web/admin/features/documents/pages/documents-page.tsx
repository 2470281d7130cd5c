import { ComingSoon } from '@/components/layout/coming-soon';

// Being built (issue 13); replaced by the section itself.
export default function Page() {
  return <ComingSoon title="Documents" withinMain />;
}
