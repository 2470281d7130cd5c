import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { caseDueInputSchema, updateTaskInputSchema, type CaseDueInput, type CaseTask, type UpdateTaskInput } from '@shared/tasks/schema';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { DeleteRecordDialog } from '@/staff/components/delete-record-dialog';
import { RecordDialog } from '@/staff/components/record-dialog';
import { RefusalAlert } from '@/staff/components/refusal-alert';
import { useRefusal } from '@/staff/lib/use-refusal';
import { useDeleteCaseTask } from '../api/delete-case-task';
import { useSetCaseDue } from '../api/set-case-due';
import { useUpdateCaseTask } from '../api/update-case-task';
import { DueDayInput, OwnerSelect } from './case-task-fields';

// The forms hold what their fields give ('' for none); the shared schemas read '' as null.
type TaskFields = z.input<typeof updateTaskInputSchema>;

function TaskForm({ incidentId, task, onDone }: { incidentId: number; task: CaseTask; onDone: () => void }) {
  const save = useUpdateCaseTask(incidentId);
  const refusal = useRefusal();
  const { t } = useLingui();
  const form = useForm<TaskFields, unknown, UpdateTaskInput>({
    resolver: zodResolver(updateTaskInputSchema),
    defaultValues: { title: task.title, ownerId: task.ownerId === null ? '' : String(task.ownerId), dueOn: task.dueOn ?? '' },
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
          { id: task.id, body },
          {
            onSuccess: (saved) => {
              toast({ title: t`Task saved`, description: saved.title });
              onDone();
            },
            onError: (error) => refusal.show(error, t`Failed to save the task`),
          },
        );
      })}
    >
      <FormField label={t`Task`} required error={errors.title?.message}>
        <Input autoComplete="off" {...form.register('title')} />
      </FormField>
      <FormField label={t`Owner`} error={errors.ownerId?.message}>
        <OwnerSelect current={task} {...form.register('ownerId')} />
      </FormField>
      <FormField label={t`Due`} hint={t`Leave empty for no due date.`} error={errors.dueOn?.message}>
        <DueDayInput {...form.register('dueOn')} />
      </FormField>
      <RefusalAlert message={refusal.message} />
      <DialogActions onCancel={onDone} action={t`Save`} pendingAction={t`Saving...`} pending={save.isPending} />
    </form>
  );
}

/** Changes a task's words, owner and due day (its box on the list ticks it off). */
export function TaskDialog({ incidentId, task, onClose }: { incidentId: number; task: CaseTask | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <RecordDialog record={task} onClose={onClose} title={t`Edit task`} description={t`Any staff member may change a task on any case.`}>
      {(chosen) => <TaskForm key={chosen.id} incidentId={incidentId} task={chosen} onDone={onClose} />}
    </RecordDialog>
  );
}

/** Asks before deleting a task; `onClose` says whether it was deleted. */
export function DeleteTaskDialog({ incidentId, task, onClose }: { incidentId: number; task: CaseTask | null; onClose: (deleted: boolean) => void }) {
  const remove = useDeleteCaseTask(incidentId);
  const { t } = useLingui();
  const title = task?.title;
  return (
    <DeleteRecordDialog
      record={task}
      onClose={onClose}
      title={<Trans>Delete the task “{title}”?</Trans>}
      description={t`The case's Activity keeps a record that it was deleted.`}
      descriptionClassName="[overflow-wrap:anywhere]"
      remove={remove}
      deleted={(chosen) => ({ title: t`Task deleted`, description: chosen.title })}
      failure={t`Failed to delete the task`}
    />
  );
}

type DueFields = z.input<typeof caseDueInputSchema>;

function CaseDueForm({ incidentId, dueOn, onDone }: { incidentId: number; dueOn: string | null; onDone: () => void }) {
  const save = useSetCaseDue(incidentId);
  const refusal = useRefusal();
  const { t } = useLingui();
  const form = useForm<DueFields, unknown, CaseDueInput>({ resolver: zodResolver(caseDueInputSchema), defaultValues: { dueOn: dueOn ?? '' } });
  const send = (value: string | null) => {
    refusal.clear();
    save.mutate(value, {
      onSuccess: () => {
        toast({ title: value === null ? t`Due date removed` : t`Due date saved` });
        onDone();
      },
      onError: (error) => refusal.show(error, t`Failed to save the due date`),
    });
  };
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      aria-busy={save.isPending}
      // An empty field saved where there was no day changes nothing.
      onSubmit={form.handleSubmit((body) => (body.dueOn === null && dueOn === null ? onDone() : send(body.dueOn)))}
    >
      <FormField label={t`Due`} error={form.formState.errors.dueOn?.message}>
        <DueDayInput {...form.register('dueOn')} />
      </FormField>
      {dueOn ? (
        <div>
          <Button type="button" variant="outline" disabled={save.isPending} onClick={() => send(null)}>
            <Trans>Remove the due date</Trans>
          </Button>
        </div>
      ) : null}
      <RefusalAlert message={refusal.message} />
      <DialogActions onCancel={onDone} action={t`Save`} pendingAction={t`Saving...`} pending={save.isPending} />
    </form>
  );
}

/** The day the case itself is due; its owner sees it in My work. `editing` holds the day it has now. */
export function CaseDueDialog({ incidentId, editing, onClose }: { incidentId: number; editing: { dueOn: string | null } | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <RecordDialog
      record={editing}
      onClose={onClose}
      title={t`Case due date`}
      description={t`The day this case should be done by. Its owner sees it in My work from a week before.`}
    >
      {(current) => <CaseDueForm incidentId={incidentId} dueOn={current.dueOn} onDone={onClose} />}
    </RecordDialog>
  );
}
