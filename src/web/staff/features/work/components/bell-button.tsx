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
  const unread = useBellUnread().data?.unread ?? 0;
  return (
    <Link
      to={`${paths.adminMyWork}#new`}
      aria-label={unread > 0 ? `New for you, ${unread > 99 ? 'more than 99' : unread.toLocaleString('en-US')} unread` : 'New for you, none unread'}
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
