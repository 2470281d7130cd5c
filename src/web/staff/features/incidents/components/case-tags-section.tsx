import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { MAX_TAGS_PER_CASE, type Tag } from '@shared/tags/schema';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogActions } from '@/components/ui/dialog-actions';
import { toast } from '@/hooks/use-toast';
import { paths } from '@/lib/paths';
import { RecordDialog } from '@/staff/components/record-dialog';
import { RefusalAlert } from '@/staff/components/refusal-alert';
import { TagBadge } from '@/staff/components/tag-badge';
import { useTags } from '@/staff/lib/get-tags';
import { useRefusal } from '@/staff/lib/use-refusal';
import { useSetCaseTags } from '../api/set-case-tags';

function CaseTagsForm({ incidentId, current, onDone }: { incidentId: number; current: Tag[]; onDone: () => void }) {
  const all = useTags();
  const save = useSetCaseTags(incidentId);
  const refusal = useRefusal();
  const { t } = useLingui();
  const maxTags = MAX_TAGS_PER_CASE;
  const [chosen, setChosen] = useState(() => new Set(current.map((tag) => tag.id)));
  const formId = useId();
  const items = all.data?.items ?? [];
  const atLimit = items.filter((tag) => chosen.has(tag.id)).length >= MAX_TAGS_PER_CASE;
  const toggle = (id: number, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      aria-busy={save.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        refusal.clear();
        // Only ids from the list as it now is: a tag deleted since the case was loaded is dropped, not refused.
        const tagIds = items.filter((tag) => chosen.has(tag.id)).map((tag) => tag.id);
        save.mutate(tagIds, {
          onSuccess: () => {
            toast({ title: t`Tags saved` });
            onDone();
          },
          onError: (error) => refusal.show(error, t`Failed to save the tags`),
        });
      }}
    >
      {all.isError ? (
        <p className="text-destructive">
          <Trans>The tags could not be loaded. Close this and try again.</Trans>
        </p>
      ) : !all.data ? (
        <p aria-busy="true">
          <Trans>Loading the tags…</Trans>
        </p>
      ) : items.length === 0 ? (
        <p>
          <Trans>
            There are no tags to choose from yet. An admin can add them under{' '}
            <Link to={paths.adminTags} className="text-primary underline underline-offset-4">
              Tags
            </Link>
            .
          </Trans>
        </p>
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">
            <Trans>Tags on this case</Trans>
          </legend>
          <ul className="flex flex-col">
            {items.map((tag) => {
              const id = `${formId}-${tag.id}`;
              const on = chosen.has(tag.id);
              return (
                <li key={tag.id} className="flex items-center gap-3">
                  <Checkbox id={id} checked={on} disabled={!on && atLimit} onCheckedChange={(checked) => toggle(tag.id, checked === true)} />
                  {/* The whole row is the label: a 44 px target on a phone, not the 24 px box alone. */}
                  <label htmlFor={id} className="flex min-h-11 min-w-0 flex-1 cursor-pointer items-center">
                    <TagBadge tag={tag} />
                  </label>
                </li>
              );
            })}
          </ul>
          {atLimit ? (
            <p className="text-sm text-muted-foreground">
              <Plural
                value={maxTags}
                one="A case carries at most # tag. Untick one to choose another."
                other="A case carries at most # tags. Untick one to choose another."
              />
            </p>
          ) : null}
        </fieldset>
      )}
      <RefusalAlert message={refusal.message} />
      <DialogActions onCancel={onDone} action={t`Save`} pendingAction={t`Saving...`} pending={save.isPending} disabled={items.length === 0} />
    </form>
  );
}

/**
 * The case's tags (issue 26): labels the case team finds and sorts cases by. Any staff member sets
 * them; admins keep the list on the Tags page. The victim never sees them.
 */
export function CaseTagsSection({ incidentId, tags }: { incidentId: number; tags: Tag[] }) {
  const all = useTags();
  const [editing, setEditing] = useState<Tag[] | null>(null);
  const headingId = useId();
  const noneExist = all.data?.items.length === 0;
  const { t } = useLingui();
  return (
    <Card>
      <section aria-labelledby={headingId} className="flex flex-col gap-3 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-2">
          <h2 id={headingId} className="min-w-0 text-lg font-semibold">
            <Trans>Tags</Trans>
          </h2>
          <Button variant="outline" size="sm" className="shrink-0" onClick={() => setEditing(tags)}>
            <Trans>Edit tags</Trans>
          </Button>
        </div>
        {tags.length === 0 ? (
          <p className="text-muted-foreground">
            <Trans>No tags yet.</Trans>
          </p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-labelledby={headingId}>
            {tags.map((tag) => (
              <li key={tag.id} className="max-w-full">
                <TagBadge tag={tag} />
              </li>
            ))}
          </ul>
        )}
        {tags.length === 0 && noneExist ? (
          <p className="text-sm text-muted-foreground">
            <Trans>
              There are no tags to choose from yet. An admin can add them under{' '}
              <Link to={paths.adminTags} className="text-primary underline underline-offset-4">
                Tags
              </Link>
              .
            </Trans>
          </p>
        ) : null}
      </section>
      <RecordDialog
        record={editing}
        onClose={() => setEditing(null)}
        title={t`Edit tags`}
        description={t`Tick the tags this case should have. Only staff see them, never the victim.`}
      >
        {(current) => <CaseTagsForm incidentId={incidentId} current={current} onDone={() => setEditing(null)} />}
      </RecordDialog>
    </Card>
  );
}
