import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Eye, EyeOff, Pencil, RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { StaffSetting } from '@shared/settings/staff-schema';
import { isProtectedSetting, settingValueProblem, type SettingDefinition } from '@shared/settings/registry';
import { payoutMethodLabel } from '@shared/payouts/schema';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/i18n/format';
import { useFocusWhenReady } from '@/lib/focus/use-focus-when-ready';
import { failureToast } from '@/staff/lib/failure-toast';
import { useDeleteSetting } from '../api/delete-setting';
import { useRevealSetting } from '../api/reveal-setting';
import { useUpdateSetting } from '../api/update-setting';
import { choiceLabel } from './choice-label';
import { SettingValueInput } from './setting-value-input';
import { sayShared } from '@/lib/i18n/shared-texts';
import { SaveOrCancel } from './save-or-cancel';

/** How long a revealed secret stays on screen. */
const REVEAL_MS = 60_000;

/** The value as the row shows it (said at render, in the reader's language). */
function shownValue(definition: SettingDefinition, setting: StaffSetting): string {
  if (setting.isSecret) return setting.hasValue ? '••••••••' : t`Not set`;
  const value = setting.value ?? '';
  if (value === '') return t`Not set`;
  if (definition.input.kind === 'choices') {
    const { options } = definition.input;
    // A language is named in itself (the registry's label); a payout method in the reader's words.
    return value
      .split(',')
      .map((choice) => (definition.key === 'languages' ? (options.find((o) => o.value === choice)?.label ?? choice) : payoutMethodLabel(choice)))
      .join(', ');
  }
  if (definition.input.kind === 'choice') {
    const option = definition.input.options.find((o) => o.value === value);
    return option ? choiceLabel(definition, option) : value;
  }
  if (definition.input.kind === 'number') return `${value} ${sayShared(definition.input.unit)}`;
  return value;
}

/**
 * One setting: what it is, its value, when and by whom it last changed; Edit opens the key's own
 * control in place, checked with the same rule the server applies, and Delete returns it to the default.
 */
export function SettingRow({ definition, setting }: { definition: SettingDefinition; setting: StaffSetting }) {
  const { t: say } = useLingui();
  const label = sayShared(definition.label);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [revealed, setRevealed] = useState<string | null>(null);
  const update = useUpdateSetting();
  const remove = useDeleteSetting();
  const reveal = useRevealSetting();
  const headingId = useId();
  const isProtected = isProtectedSetting(setting.key);
  const updatedWhen = formatDateTime(setting.updatedAt);
  const updatedBy = setting.updatedBy;
  // The Edit button goes while the editor is open: focus moves into the editor, and back to Edit
  // when it closes, so a keyboard user is never left on the page's body.
  const row = useRef<HTMLLIElement>(null);
  const focusWhenReady = useFocusWhenReady();
  const focusEdit = () => focusWhenReady(() => row.current?.querySelector<HTMLElement>('[data-setting-edit]'));

  useEffect(() => {
    if (revealed === null) return;
    const timer = setTimeout(() => setRevealed(null), REVEAL_MS);
    return () => clearTimeout(timer);
  }, [revealed]);

  const startEditing = () => {
    setError(undefined);
    // A secret is never put back into a field: a new one is typed.
    setDraft(setting.isSecret ? '' : (setting.value ?? ''));
    focusWhenReady(() => row.current?.querySelector<HTMLElement>('form input, form select, form textarea'));
  };

  const save = () => {
    if (draft === null) return;
    const value = draft.trim();
    const problem = settingValueProblem(definition, value);
    if (problem) {
      setError(problem);
      return;
    }
    update.mutate(
      { key: setting.key, value },
      {
        onSuccess: () => {
          toast({ title: say`Setting Updated` });
          setDraft(null);
          setRevealed(null);
          focusEdit();
        },
        onError: (e) => {
          if (e instanceof ApiError && e.status === 400 && e.serverMessage) setError(e.serverMessage);
          failureToast(say`Failed to update setting`, { error: e });
        },
      },
    );
  };

  const onDelete = () => {
    if (isProtected) {
      failureToast(say`This setting is protected and cannot be deleted`, { title: say`Cannot Delete` });
      return;
    }
    remove.mutate(setting.key, {
      onSuccess: () => toast({ title: say`Setting Deleted`, description: say`${label} is back to its default.` }),
      onError: (error) => failureToast(say`Failed to delete setting`, { error }),
    });
  };

  const onReveal = () => {
    if (revealed !== null) {
      setRevealed(null);
      return;
    }
    reveal.mutate(setting.key, {
      onSuccess: (answer) => setRevealed(answer.value || say`Not set`),
      onError: (error) => failureToast(say`Failed to reveal setting`, { error }),
    });
  };

  return (
    <li ref={row} className="flex flex-col gap-3 border-b border-border py-4 last:border-b-0" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-base font-semibold">
            {label}
            {setting.isSecret ? (
              <Badge tone="blue" className="ms-2 align-middle">
                <Trans>Secret</Trans>
              </Badge>
            ) : null}
            {isProtected ? (
              <Badge className="ms-2 align-middle">
                <Trans>Protected</Trans>
              </Badge>
            ) : null}
          </h3>
          <p className="text-sm text-muted-foreground">
            <code className="font-mono">{setting.key}</code> · {sayShared(definition.description)}
          </p>
        </div>
        {draft === null ? (
          <div className="flex flex-wrap gap-2">
            {setting.isSecret && setting.hasValue ? (
              <Button variant="outline" size="sm" onClick={onReveal} disabled={reveal.isPending} aria-pressed={revealed !== null}>
                {revealed !== null ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                {revealed !== null ? (
                  <Trans>
                    Hide<span className="sr-only"> {label}</span>
                  </Trans>
                ) : (
                  <Trans>
                    Reveal<span className="sr-only"> {label}</span>
                  </Trans>
                )}
              </Button>
            ) : null}
            {definition.input.kind === 'image' ? null : (
              <Button variant="outline" size="sm" onClick={startEditing} data-setting-edit>
                <Pencil aria-hidden="true" />{' '}
                <Trans>
                  Edit<span className="sr-only"> {label}</span>
                </Trans>
              </Button>
            )}
            <Button
              variant="outline"
              size="sm"
              onClick={onDelete}
              disabled={remove.isPending}
              // Not `disabled`: a protected key's button stays reachable and says why it does nothing.
              aria-disabled={isProtected || undefined}
              className={isProtected ? 'opacity-50' : undefined}
            >
              <RotateCcw aria-hidden="true" />{' '}
              <Trans>
                Delete<span className="sr-only"> {label}</span>
              </Trans>
            </Button>
          </div>
        ) : null}
      </div>
      {draft === null ? (
        <div className="flex flex-col gap-1">
          <p className="break-words text-base">
            {revealed !== null ? <span className="font-mono">{revealed}</span> : shownValue(definition, setting)}
          </p>
          <p className="text-sm text-muted-foreground">
            <Trans>
              Updated <time dateTime={setting.updatedAt}>{updatedWhen}</time> by {updatedBy}
            </Trans>
          </p>
        </div>
      ) : (
        <form
          className="flex flex-col gap-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <FormField
            label={say`New value for ${label}`}
            error={error}
            hint={setting.isSecret ? say`Stored encrypted; leave empty to use the server default.` : undefined}
          >
            <SettingValueInput definition={definition} value={draft} onChange={setDraft} />
          </FormField>
          <SaveOrCancel
            saving={update.isPending}
            onCancel={() => {
              setDraft(null);
              focusEdit();
            }}
          />
        </form>
      )}
    </li>
  );
}
