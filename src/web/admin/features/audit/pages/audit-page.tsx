import { ComingSoon } from '@/components/layout/coming-soon';

export default function AuditPage() {
  return <ComingSoon title="Audit Log" />;
}
