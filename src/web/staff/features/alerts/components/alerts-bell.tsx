import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useUnreadAlerts } from '../api/get-unread-alerts';

const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/** The header's bell: alerts fired since this staff member last opened the Alerts section. */
export function AlertsBell() {
  const unread = useUnreadAlerts().data?.unread ?? 0;
  return (
    <Link
      to={paths.adminAlerts}
      aria-label={unread > 0 ? `Alerts, ${unread.toLocaleString('en-US')} unread` : 'Alerts, none unread'}
      className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'relative' })}
    >
      <Bell aria-hidden="true" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="alerts-badge"
          className="absolute -right-1 -top-1 min-w-5 rounded-full bg-destructive px-1 text-center text-xs font-semibold leading-5 text-destructive-foreground tabular-nums"
        >
          {badgeText(unread)}
        </span>
      ) : null}
    </Link>
  );
}
