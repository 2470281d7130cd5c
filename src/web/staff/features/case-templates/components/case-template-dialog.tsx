import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { type FraudType } from '@shared/incidents/fraud-types';
import { fraudTypeLabel } from '@/lib/i18n/shared-words';
import { caseTemplateInputSchema, MAX_TEMPLATE_STEPS, TASK_TITLE_MAX } from '@shared/tasks/schema';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { RecordDialog } from '@/staff/components/record-dialog';
import { RefusalAlert } from '@/staff/components/refusal-alert';
import { useRefusal } from '@/staff/lib/use-refusal';
import { useSaveCaseTemplate } from '../api/save-case-template';

/** What the dialog edits: one fraud type's steps as they are now (none yet: empty). */
export type TemplateDraft = { fraudType: FraudType; steps: string[] };

/** The steps as written in the box: one a line, blank lines left out. */
const stepsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

function TemplateForm({ draft, onDone }: { draft: TemplateDraft; onDone: () => void }) {
  const { t } = useLingui();
  const save = useSaveCaseTemplate();
  const refusal = useRefusal();
  const form = useForm<{ text: string }>({ defaultValues: { text: draft.steps.join('\n') } });
  const error = form.formState.errors.text?.message;
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      aria-busy={save.isPending}
      onSubmit={form.handleSubmit(({ text }) => {
        refusal.clear();
        // The request's own schema, so the box refuses what the server would, naming the step.
        const parsed = caseTemplateInputSchema.safeParse({ steps: stepsOf(text) });
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          const step = typeof issue.path[1] === 'number' ? issue.path[1] + 1 : null;
          const at = step === null ? '' : `${t`Step ${step}:`} `;
          form.setError('text', { message: `${at}${issue.message}` }, { shouldFocus: true });
          return;
        }
        save.mutate(
          { fraudType: draft.fraudType, steps: parsed.data.steps },
          {
            onSuccess: ({ template }) => {
              toast({ title: template ? t`Usual steps saved` : t`Usual steps removed`, description: fraudTypeLabel(draft.fraudType) });
              onDone();
            },
            onError: (failure) => refusal.show(failure, t`Failed to save the usual steps`),
          },
        );
      })}
    >
      <FormField
        label={t`Steps, one a line`}
        hint={t`In the order they are usually taken. At most ${MAX_TEMPLATE_STEPS} steps of up to ${TASK_TITLE_MAX} characters. Leave it empty to have no usual steps for this fraud type.`}
        error={error}
      >
        <Textarea rows={10} {...form.register('text', { onChange: () => form.clearErrors('text') })} />
      </FormField>
      <RefusalAlert message={refusal.message} />
      <DialogActions onCancel={onDone} action={t`Save`} pendingAction={t`Saving...`} pending={save.isPending} />
    </form>
  );
}

export function CaseTemplateDialog({ draft, onClose }: { draft: TemplateDraft | null; onClose: () => void }) {
  const { t } = useLingui();
  const fraudType = draft ? fraudTypeLabel(draft.fraudType) : '';
  return (
    <RecordDialog
      record={draft}
      onClose={onClose}
      className="max-w-xl"
      title={draft ? t`Usual steps: ${fraudType}` : t`Usual steps`}
      description={t`On a case of this fraud type, Add the usual steps puts these on its task list, leaving out any it already has. Cases that have them keep theirs.`}
    >
      {(chosen) => <TemplateForm key={chosen.fraudType} draft={chosen} onDone={onClose} />}
    </RecordDialog>
  );
}
