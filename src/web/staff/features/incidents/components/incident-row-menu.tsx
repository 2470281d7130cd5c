import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal } from 'lucide-react';
import type { IncidentStatus } from '@shared/incidents/status';
import { Button } from '@/components/ui/button';

/** The row menu's status changes (admin spec: the menu offers investigating, resolved and closed; D12 names). */
export const rowStatusActions: { label: MessageDescriptor; status: IncidentStatus }[] = [
  { label: msg`Mark Investigating`, status: 'under_investigation' },
  { label: msg`Mark Resolved`, status: 'resolved' },
  { label: msg`Close Case`, status: 'closed' },
];

const itemClass =
  'flex min-h-10 cursor-default select-none items-center rounded-sm px-3 py-2 text-base outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50';

type IncidentRowMenuProps = {
  /** Names the case in the trigger's label ("Actions for FR-000123"), so each row's button differs. */
  reference: string;
  status: string;
  confirmed: boolean;
  busy?: boolean;
  onView: () => void;
  onSetStatus: (status: IncidentStatus) => void;
  onConfirm: () => void;
  onDiscard: () => void;
};

/** Keyboard usable as Radix gives it: Enter or Space opens, arrows move, Escape closes and returns focus. */
export function IncidentRowMenu({ reference, status, confirmed, busy, onView, onSetStatus, onConfirm, onDiscard }: IncidentRowMenuProps) {
  const { t, i18n } = useLingui();
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" aria-label={t`Actions for ${reference}`} disabled={busy}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={4} className="z-50 min-w-48 rounded-md border border-border bg-card p-1 shadow-lg">
          <Menu.Item className={itemClass} onSelect={onView}>
            <Trans>View Details</Trans>
          </Menu.Item>
          <Menu.Separator className="my-1 h-px bg-border" />
          {rowStatusActions.map((action) => (
            <Menu.Item key={action.status} className={itemClass} disabled={status === action.status} onSelect={() => onSetStatus(action.status)}>
              {i18n._(action.label)}
            </Menu.Item>
          ))}
          {!confirmed && (
            <>
              <Menu.Separator className="my-1 h-px bg-border" />
              <Menu.Item className={itemClass} onSelect={onConfirm}>
                <Trans>Confirm report</Trans>
              </Menu.Item>
              <Menu.Item className={`${itemClass} text-destructive`} onSelect={onDiscard}>
                <Trans>Discard report…</Trans>
              </Menu.Item>
            </>
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
