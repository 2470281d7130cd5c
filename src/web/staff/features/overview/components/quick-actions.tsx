import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Bell, FileBarChart, ShieldAlert, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

const actions = [
  { label: msg`Add User`, to: `${paths.adminUsers}?create=1`, icon: UserPlus },
  { label: msg`Review Incidents`, to: paths.adminIncidents, icon: ShieldAlert },
  { label: msg`Send Notifications`, to: paths.adminNotifications, icon: Bell },
  { label: msg`Generate Report`, to: paths.adminReports, icon: FileBarChart },
];

/** The overview's four quick actions: each opens the screen where that work is done. */
export function QuickActions() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="quick-actions-heading" className="rounded-lg border border-border bg-card p-4">
      <h2 id="quick-actions-heading" className="mb-3 text-lg font-semibold">
        <Trans>Quick actions</Trans>
      </h2>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {actions.map(({ label, to, icon: Icon }) => (
          <Button key={to} variant="outline" asChild className="justify-start">
            <Link to={to}>
              <Icon aria-hidden="true" /> {i18n._(label)}
            </Link>
          </Button>
        ))}
      </div>
    </section>
  );
}
