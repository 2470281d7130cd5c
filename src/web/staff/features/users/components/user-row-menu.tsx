import { Trans, useLingui } from '@lingui/react/macro';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal } from 'lucide-react';
import type { StaffUser } from '@shared/users/staff-schema';
import { Button } from '@/components/ui/button';

const itemClass =
  'flex min-h-10 cursor-default select-none items-center rounded-sm px-3 py-2 text-base outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50';

export type UserAction = 'view' | 'verify' | 'edit' | 'password' | 'delete';

type UserRowMenuProps = {
  user: StaffUser;
  /** Delete User is offered to admins only (D17); the server refuses anyone else anyway. */
  canDelete: boolean;
  busy?: boolean;
  onAction: (action: UserAction, user: StaffUser) => void;
};

/** The spec's row menu. Keyboard usable as Radix gives it: Enter or Space opens, arrows move, Escape closes. */
export function UserRowMenu({ user, canDelete, busy, onAction }: UserRowMenuProps) {
  const { t } = useLingui();
  const email = user.email;
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" aria-label={t`Actions for ${email}`} disabled={busy}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={4} className="z-50 min-w-48 rounded-md border border-border bg-card p-1 shadow-lg">
          <Menu.Item className={itemClass} onSelect={() => onAction('view', user)}>
            <Trans>View Details</Trans>
          </Menu.Item>
          <Menu.Item className={itemClass} onSelect={() => onAction('verify', user)}>
            {user.isVerified ? t`Unverify` : t`Verify`}
          </Menu.Item>
          <Menu.Item className={itemClass} onSelect={() => onAction('edit', user)}>
            <Trans>Edit User</Trans>
          </Menu.Item>
          <Menu.Item className={itemClass} onSelect={() => onAction('password', user)}>
            <Trans>Send Password Reset Link</Trans>
          </Menu.Item>
          {canDelete && (
            <>
              <Menu.Separator className="my-1 h-px bg-border" />
              <Menu.Item className={`${itemClass} text-destructive`} onSelect={() => onAction('delete', user)}>
                <Trans>Delete User</Trans>
              </Menu.Item>
            </>
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
