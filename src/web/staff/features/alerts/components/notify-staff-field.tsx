import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { AlertRule } from '@shared/alerts/schema';
import { Checkbox } from '@/components/ui/checkbox';
import { useStaffDirectory } from '@/staff/lib/get-staff-directory';

type NotifyStaffFieldProps = {
  value: number[];
  onChange: (ids: number[]) => void;
  /** Whom the rule e-mails now: kept on the list even when they are no longer in the directory, so they can be taken off. */
  current: AlertRule['notifyStaff'];
  error?: string;
};

type Choice = { id: number; name: string; note?: string; disabled: boolean };

/** The staff to e-mail, as checkboxes. Only someone with an e-mail address can be chosen. */
export function NotifyStaffField({ value, onChange, current, error }: NotifyStaffFieldProps) {
  const id = useId();
  const { t } = useLingui();
  const directory = useStaffDirectory(true);
  const listed = new Set(directory.data?.items.map((s) => s.id));
  const choices: Choice[] = [
    ...(directory.data?.items ?? []).map((s) => ({ id: s.id, name: s.displayName, note: s.email ? undefined : t`no e-mail address`, disabled: !s.email })),
    ...current.filter((s) => !listed.has(s.id)).map((s) => ({ id: s.id, name: s.name, note: t`account no longer active`, disabled: false })),
  ];
  const toggle = (staffId: number, on: boolean) => onChange(on ? [...value.filter((v) => v !== staffId), staffId] : value.filter((v) => v !== staffId));
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className="text-base font-medium">
        <Trans>E-mail these staff members when it fires</Trans>
      </legend>
      <p id={hintId} className="text-sm text-muted-foreground">
        <Trans>Every staff member sees it under the bell. Only staff with an e-mail address can be chosen.</Trans>
      </p>
      {directory.isPending ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Loading staff…</Trans>
        </p>
      ) : directory.isError && choices.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>The staff list could not be loaded. The rule can be saved without e-mails and changed later.</Trans>
        </p>
      ) : choices.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No active staff accounts.</Trans>
        </p>
      ) : (
        <ul className="flex max-h-48 flex-col gap-2 overflow-y-auto rounded-md border border-border p-3">
          {choices.map((s) => (
            <li key={s.id}>
              <label className={`flex items-center gap-2 text-base ${s.disabled ? 'text-muted-foreground' : ''}`}>
                <Checkbox checked={value.includes(s.id)} disabled={s.disabled && !value.includes(s.id)} onCheckedChange={(on) => toggle(s.id, on === true)} />
                <span>
                  {s.name}
                  {s.note ? <span className="text-sm text-muted-foreground"> ({s.note})</span> : null}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
