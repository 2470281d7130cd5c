import { ComingSoon } from '@/features/misc/coming-soon';

export default function IncidentDetailsPage() {
  return <ComingSoon title="Incident Details" />;
}
