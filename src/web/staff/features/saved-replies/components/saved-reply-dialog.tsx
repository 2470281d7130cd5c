import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fraudTypes } from '@shared/incidents/fraud-types';
import { fraudTypeLabels } from '@/lib/i18n/shared-words';
import { savedReplyInputSchema, type SavedReply, type SavedReplyInput } from '@shared/messages/saved-replies';
import { placeholders } from '@shared/notifications/placeholders';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { RecordDialog } from '@/staff/components/record-dialog';
import { RefusalAlert } from '@/staff/components/refusal-alert';
import { useRefusal } from '@/staff/lib/use-refusal';
import { useSaveSavedReply } from '../api/save-saved-reply';

/** What the dialog edits: a saved reply, or a new one. */
export type SavedReplyDraft = { reply: SavedReply } | { reply?: undefined };

const placeholderList = placeholders.map((p) => `{{${p.key}}}`).join(', ');

function SavedReplyForm({ reply, onDone }: { reply: SavedReply | undefined; onDone: () => void }) {
  const { t } = useLingui();
  const placeholderHint = t`Filled for the case when inserted: ${placeholderList}.`;
  const save = useSaveSavedReply();
  const refusal = useRefusal();
  const form = useForm<SavedReplyInput, unknown, z.output<typeof savedReplyInputSchema>>({
    resolver: zodResolver(savedReplyInputSchema),
    defaultValues: { title: reply?.title ?? '', content: reply?.content ?? '', fraudType: (reply?.fraudType ?? '') as SavedReplyInput['fraudType'] },
  });
  const errors = form.formState.errors;
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      aria-busy={save.isPending}
      onSubmit={form.handleSubmit((body) => {
        refusal.clear();
        save.mutate(
          { id: reply?.id, body },
          {
            onSuccess: (saved) => {
              toast({ title: t`Saved reply saved`, description: saved.title });
              onDone();
            },
            onError: (error) => refusal.show(error, t`Failed to save the reply`),
          },
        );
      })}
    >
      <FormField label={t`Title`} required error={errors.title?.message}>
        <Input autoComplete="off" {...form.register('title')} />
      </FormField>
      <FormField label={t`For cases of`} hint={t`A reply for one fraud type is offered only on those cases, first.`} error={errors.fraudType?.message}>
        <NativeSelect {...form.register('fraudType')}>
          <option value="">{t`Any fraud type`}</option>
          {fraudTypes.map((type) => (
            <option key={type} value={type}>
              {fraudTypeLabels[type]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t`Reply`} required hint={placeholderHint} error={errors.content?.message}>
        <Textarea rows={8} {...form.register('content')} />
      </FormField>
      <RefusalAlert message={refusal.message} />
      <DialogActions onCancel={onDone} action={t`Save`} pendingAction={t`Saving...`} pending={save.isPending} />
    </form>
  );
}

export function SavedReplyDialog({ draft, onClose }: { draft: SavedReplyDraft | null; onClose: () => void }) {
  const { t } = useLingui();
  const reply = draft?.reply;
  return (
    <RecordDialog
      record={draft}
      onClose={onClose}
      className="max-w-xl"
      title={reply ? t`Edit saved reply` : t`New saved reply`}
      description={t`Case workers insert it into a reply on a case and edit it before sending.`}
    >
      {() => <SavedReplyForm key={reply?.id ?? 'new'} reply={reply} onDone={onClose} />}
    </RecordDialog>
  );
}
