import { Trans, useLingui } from '@lingui/react/macro';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal } from 'lucide-react';
import type { StaffMember } from '@shared/staff/staff-schema';
import type { StaffRole } from '@shared/staff/roles';
import { Button } from '@/components/ui/button';
import { staffRoleText } from './staff-role-text';

const itemClass =
  'flex min-h-10 cursor-default select-none items-center rounded-sm px-3 py-2 text-base outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50';

export type StaffAction = 'role' | 'disable' | 'enable' | 'link' | 'second-factor';

export const otherRole = (member: StaffMember): StaffRole => (member.role === 'admin' ? 'caseworker' : 'admin');

/** Keyboard usable as Radix gives it: Enter or Space opens, arrows move, Escape closes. */
export function StaffRowMenu({
  member,
  isSelf = false,
  onAction,
}: {
  member: StaffMember;
  /** The admin's own row: their second factor changes on their Security page, never from here. */
  isSelf?: boolean;
  onAction: (action: StaffAction, member: StaffMember) => void;
}) {
  const { t } = useLingui();
  const username = member.username;
  const role = staffRoleText(otherRole(member));
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" aria-label={t`Actions for ${username}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={4} className="z-50 min-w-56 rounded-md border border-border bg-card p-1 shadow-lg">
          <Menu.Item className={itemClass} onSelect={() => onAction('role', member)}>
            <Trans>Change role to {role}</Trans>
          </Menu.Item>
          <Menu.Item className={itemClass} onSelect={() => onAction('link', member)} disabled={!member.email || member.disabled}>
            <Trans>Send a new set-password link</Trans>
          </Menu.Item>
          <Menu.Item className={itemClass} onSelect={() => onAction('second-factor', member)} disabled={isSelf}>
            <Trans>Reset second factor</Trans>
          </Menu.Item>
          <Menu.Separator className="my-1 h-px bg-border" />
          {member.disabled ? (
            <Menu.Item className={itemClass} onSelect={() => onAction('enable', member)}>
              <Trans>Enable account</Trans>
            </Menu.Item>
          ) : (
            <Menu.Item className={`${itemClass} text-destructive`} onSelect={() => onAction('disable', member)}>
              <Trans>Disable account</Trans>
            </Menu.Item>
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
