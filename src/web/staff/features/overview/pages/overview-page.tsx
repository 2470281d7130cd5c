import { useLingui } from '@lingui/react/macro';
import { SectionHeader } from '@/staff/components/section-header';
import { HealthPanels } from '../components/health-panels';
import { OutboxPanel } from '../components/outbox-panel';
import { QuickActions } from '../components/quick-actions';
import { RecentActivity } from '../components/recent-activity';
import { ResponseTargetsPanel } from '../components/response-targets-panel';

export default function OverviewPage() {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-4">
      <SectionHeader title={t`Overview`} />
      <QuickActions />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentActivity />
        </div>
        <div className="flex flex-col gap-4">
          <ResponseTargetsPanel />
          <HealthPanels />
          <OutboxPanel />
        </div>
      </div>
    </div>
  );
}
