import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { tagColours, tagInputSchema, type Tag, type TagInput } from '@shared/tags/schema';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/hooks/use-toast';
import { RecordDialog } from '@/staff/components/record-dialog';
import { RefusalAlert } from '@/staff/components/refusal-alert';
import { TagBadge } from '@/staff/components/tag-badge';
import { useRefusal } from '@/staff/lib/use-refusal';
import { useSaveTag } from '../api/save-tag';
import { colourNames } from '../lib/colour-names';

/** What the dialog edits: a tag, or a new one. */
export type TagDraft = { tag: Tag } | { tag?: undefined };

function TagForm({ tag, onDone }: { tag: Tag | undefined; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const save = useSaveTag();
  const refusal = useRefusal();
  const form = useForm<TagInput, unknown, z.output<typeof tagInputSchema>>({
    resolver: zodResolver(tagInputSchema),
    defaultValues: { name: tag?.name ?? '', colour: tag?.colour ?? 'grey' },
  });
  const errors = form.formState.errors;
  const [name, colour] = useWatch({ control: form.control, name: ['name', 'colour'] });
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      aria-busy={save.isPending}
      onSubmit={form.handleSubmit((body) => {
        refusal.clear();
        save.mutate(
          { id: tag?.id, body },
          {
            onSuccess: (saved) => {
              toast({ title: t`Tag saved`, description: saved.name });
              onDone();
            },
            onError: (error) => refusal.show(error, t`Failed to save the tag`),
          },
        );
      })}
    >
      <FormField label={t`Name`} required hint={t`A few words, read at a glance in the incidents list (at most 40 characters).`} error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <FormField label={t`Colour`} error={errors.colour?.message}>
        {/* Starts on the tag's colour by itself: react-hook-form writes a select's starting value only
            when it judges the select untouched, and under happy-dom (the tests' DOM) every select looks touched. */}
        <NativeSelect defaultValue={tag?.colour ?? 'grey'} {...form.register('colour')}>
          {tagColours.map((value) => (
            <option key={value} value={value}>
              {i18n._(colourNames[value])}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {/* Decorative: the name and colour are already read out from the fields above. */}
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground" aria-hidden="true">
        <Trans>Looks like:</Trans> <TagBadge tag={{ name: name?.trim() || t`Tag name`, colour: colour ?? 'grey' }} />
      </div>
      <RefusalAlert message={refusal.message} />
      <DialogActions onCancel={onDone} action={t`Save`} pendingAction={t`Saving...`} pending={save.isPending} />
    </form>
  );
}

export function TagDialog({ draft, onClose }: { draft: TagDraft | null; onClose: () => void }) {
  const { t } = useLingui();
  const tag = draft?.tag;
  return (
    <RecordDialog
      record={draft}
      onClose={onClose}
      title={tag ? t`Edit tag` : t`New tag`}
      description={tag ? t`Every case with this tag shows the new name and colour.` : t`Any staff member can then put it on a case. Victims never see tags.`}
    >
      {() => <TagForm key={tag?.id ?? 'new'} tag={tag} onDone={onClose} />}
    </RecordDialog>
  );
}
