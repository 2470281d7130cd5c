import { ComingSoon } from '@/components/layout/coming-soon';

export default function IncidentsPage() {
  return <ComingSoon title="Incidents" />;
}
