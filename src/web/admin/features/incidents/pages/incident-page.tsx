import { ComingSoon } from '@/components/layout/coming-soon';

export default function IncidentPage() {
  return <ComingSoon title="Incident" />;
}
