import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type FormEventHandler, type ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';

export const STALE_EDIT_MESSAGE = msg`Someone else changed this case while you were editing. Nothing was saved; the latest version is shown below.`;

type EditSectionProps = {
  id: string;
  title: string;
  /** The Edit button's name, the section named ("Edit basic information"). */
  editLabel: string;
  editing: boolean;
  saving: boolean;
  /** The section's form, which the Save button in the header submits. */
  formId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  formClassName?: string;
  onEdit: () => void;
  onCancel: () => void;
  /** After a 412: what the person had typed, shown beside the fresh data so nothing is lost. */
  stale?: { yourChanges: ReactNode; ready: boolean; apply: () => void; dismiss: () => void } | null;
  /** Editing what was typed before a 412, on top of the fresh version: the fresh data stays in sight to compare. */
  reapplied?: boolean;
  /** The saved data, read-only. */
  view: ReactNode;
  /** The form's fields, shown while editing. */
  fields: ReactNode;
  /** Read-only matter below the section that is never edited here (the linked money trails). */
  after?: ReactNode;
  /** What a save tells the victim (`told`: the whole sentence), and the choice to keep it from them (audited): sections they are told of. */
  victimNotice?: { told: string; tell: boolean; setTell: (tell: boolean) => void };
};

/** Under the form: what the victim will be told of this save (D19: that it changed, never what), and the choice not to. */
function VictimNotice({ notice, formId }: { notice: NonNullable<EditSectionProps['victimNotice']>; formId: string }) {
  const id = `${formId}-tell`;
  return (
    <div className="flex flex-col gap-2 rounded-md border border-border bg-muted/40 p-3 text-sm">
      <div className="flex items-start gap-3">
        <Checkbox id={id} checked={notice.tell} onCheckedChange={(checked) => notice.setTell(checked === true)} aria-describedby={`${id}-what`} />
        <label htmlFor={id} className="font-medium leading-6">
          <Trans>Tell the victim by e-mail</Trans>
        </label>
      </div>
      <p id={`${id}-what`} className="text-muted-foreground">
        {notice.tell ? notice.told : <Trans>The victim is not told of this save. The audit log records that it was kept from them.</Trans>}
      </p>
    </div>
  );
}

/** One of the incident's five sections: read view, or its own form with Save and Cancel. */
export function EditSection(props: EditSectionProps) {
  const { id, title, editLabel, editing, saving, formId, onSubmit, formClassName = 'flex flex-col gap-4', onEdit, onCancel, stale, reapplied, view, fields, after, victimNotice } =
    props;
  const { t, i18n } = useLingui();
  const headingId = `${id}-heading`;
  const editButton = useRef<HTMLButtonElement>(null);
  const staleAlert = useRef<HTMLDivElement>(null);
  const wasEditing = useRef(editing);
  const isStale = Boolean(stale);
  // Focus goes where the work continues: into the form on Edit; back to Edit after Save or Cancel
  // (the Save button is gone); to the warning when a save was refused as stale.
  useEffect(() => {
    if (wasEditing.current === editing) return;
    wasEditing.current = editing;
    if (editing) {
      document.getElementById(formId)?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
    } else {
      (isStale ? staleAlert.current : editButton.current)?.focus();
    }
  }, [editing, isStale, formId]);
  return (
    <Card>
      <section aria-labelledby={headingId}>
        {/* The buttons stay beside the heading on a phone too (a long heading wraps instead), as in every section. */}
        <div className="flex items-start justify-between gap-2 p-4 pb-2 sm:p-5 sm:pb-2">
          <h2 id={headingId} className="min-w-0 text-lg font-semibold" tabIndex={-1}>
            {title}
          </h2>
          <div className="flex shrink-0 gap-2">
            {editing ? (
              <>
                <Button variant="outline" size="sm" onClick={onCancel} disabled={saving}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button size="sm" type="submit" form={formId} disabled={saving}>
                  {saving ? t`Saving...` : t`Save`}
                </Button>
              </>
            ) : (
              <Button ref={editButton} variant="outline" size="sm" onClick={onEdit} aria-label={editLabel}>
                <Trans>Edit</Trans>
              </Button>
            )}
          </div>
        </div>
        <CardContent className="flex flex-col gap-4 p-4 pt-0 sm:p-5 sm:pt-0">
          {stale && !editing && (
            <Alert ref={staleAlert} tabIndex={-1} variant="warning" role="alert">
              <AlertTitle>{i18n._(STALE_EDIT_MESSAGE)}</AlertTitle>
              <AlertDescription>
                <details open className="mt-2">
                  <summary className="cursor-pointer font-medium">
                    <Trans>Your changes (not saved)</Trans>
                  </summary>
                  <div className="mt-2 rounded-md border border-amber-300 bg-card p-3 text-foreground">{stale.yourChanges}</div>
                </details>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button size="sm" onClick={stale.apply} disabled={!stale.ready}>
                    <Trans>Apply my changes again</Trans>
                  </Button>
                  <Button size="sm" variant="outline" onClick={stale.dismiss}>
                    <Trans>Discard my changes</Trans>
                  </Button>
                </div>
              </AlertDescription>
            </Alert>
          )}
          {editing && reapplied && (
            <details className="rounded-md border border-border p-3">
              <summary className="cursor-pointer font-medium">
                <Trans>Latest saved version, to compare with your changes</Trans>
              </summary>
              <div className="mt-2">{view}</div>
            </details>
          )}
          {editing ? (
            <>
              <form id={formId} className={formClassName} onSubmit={onSubmit} noValidate>
                {fields}
              </form>
              {victimNotice && <VictimNotice notice={victimNotice} formId={formId} />}
            </>
          ) : (
            view
          )}
          {after}
        </CardContent>
      </section>
    </Card>
  );
}
