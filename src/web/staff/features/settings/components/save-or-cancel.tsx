import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';

/** The buttons under a setting or a text edited in place: Save (Saving... while it goes) and Cancel. */
export function SaveOrCancel({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const { t } = useLingui();
  return (
    <div className="flex gap-2">
      <Button type="submit" size="sm" disabled={saving}>
        {saving ? t`Saving...` : t`Save`}
      </Button>
      <Button type="button" size="sm" variant="outline" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
    </div>
  );
}
