import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@/lib/i18n/format';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useBellUnread } from '../api/get-bell-unread';

const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The header's bell: what is new for this staff member since they last looked (a report, an
 * application, an upload, a victim's message, a payout request, a case given to them, an alert).
 * It opens My work at "New for you".
 */
export function BellButton() {
  const { t } = useLingui();
  const unread = useBellUnread().data?.unread ?? 0;
  const unreadText = unread > 99 ? t`more than 99` : formatNumber(unread);
  return (
    <Link
      to={`${paths.adminMyWork}#new`}
      aria-label={unread > 0 ? t`New for you, ${unreadText} unread` : t`New for you, none unread`}
      className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'relative' })}
    >
      <Bell aria-hidden="true" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="bell-badge"
          className="absolute -end-1 -top-1 min-w-5 rounded-full bg-destructive px-1 text-center text-xs font-semibold leading-5 text-destructive-foreground tabular-nums"
        >
          {badgeText(unread)}
        </span>
      ) : null}
    </Link>
  );
}
