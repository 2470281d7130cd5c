import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox } from '@/components/ui/checkbox';
import { failureToast } from '@/staff/lib/failure-toast';
import { useChangeOwnPreferences, useOwnPreferences } from '../api/own-preferences';

/** A colleague's @mention always reaches "New for you"; e-mail as this staff member chooses (issue 26). */
export function MentionMailChoice() {
  const { t } = useLingui();
  const preferences = useOwnPreferences();
  const change = useChangeOwnPreferences();
  if (!preferences.data) return null;
  return (
    <label className="flex items-center gap-2 text-sm">
      <Checkbox
        checked={preferences.data.mailWhenMentioned}
        disabled={change.isPending}
        onCheckedChange={(on) => change.mutate({ mailWhenMentioned: on === true }, { onError: (error) => failureToast(t`Failed to save your choice`, { error }) })}
      />
      <Trans>E-mail me when a colleague mentions me in a note</Trans>
    </label>
  );
}
