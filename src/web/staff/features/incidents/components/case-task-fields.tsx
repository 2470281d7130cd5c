import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { latestDueDay, localDay } from '@shared/tasks/due-dates';
import type { CaseTask } from '@shared/tasks/schema';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useStaffDirectory } from '@/staff/lib/get-staff-directory';

// The owner and due-day controls that the new-task form, the task dialog and the case's due-day
// dialog share.

/**
 * Who a task may be given to: the active staff accounts, and "Nobody yet". A task's owner whose
 * account has since closed is still shown as chosen, so opening the dialog changes nothing by itself.
 */
export function OwnerSelect({ current, ...props }: ComponentProps<'select'> & { current?: Pick<CaseTask, 'ownerId' | 'ownerName'> }) {
  const directory = useStaffDirectory(true);
  const { t } = useLingui();
  const people = directory.data?.items ?? [];
  // The current owner is an option from the start: a form that sets its value before the list has
  // loaded must find it there.
  const missing = current?.ownerId && !people.some((person) => person.id === current.ownerId) ? current : null;
  const name = missing?.ownerName ?? t`Someone`;
  return (
    <NativeSelect aria-busy={directory.isPending} {...props}>
      <option value="">{t`Nobody yet`}</option>
      {missing ? <option value={String(missing.ownerId)}>{directory.isSuccess ? t`${name} (no longer active)` : name}</option> : null}
      {people.map((person) => (
        <option key={person.id} value={String(person.id)}>
          {person.displayName}
        </option>
      ))}
    </NativeSelect>
  );
}

/** A date field for a due day: the browser's own picker, typed or chosen, never past the furthest day the server takes. */
export function DueDayInput(props: ComponentProps<'input'>) {
  return <Input type="date" max={latestDueDay(localDay(new Date()))} {...props} />;
}
