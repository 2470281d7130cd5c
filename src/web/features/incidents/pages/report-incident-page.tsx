import { ComingSoon } from '@/features/misc/coming-soon';

export default function ReportIncidentPage() {
  return <ComingSoon title="Report Incident" />;
}
