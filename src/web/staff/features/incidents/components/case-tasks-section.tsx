import { zodResolver } from '@hookform/resolvers/zod';
import { plural, t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import { fraudTypeLabel } from '@/lib/i18n/shared-words';
import { addDays, dueState, localDay } from '@shared/tasks/due-dates';
import { createTaskInputSchema, type CaseTask, type CaseTasks, type CreateTaskInput } from '@shared/tasks/schema';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { cx } from '@/lib/cx';
import { formatDate } from '@/lib/i18n/format';
import { RefusalAlert } from '@/staff/components/refusal-alert';
import { failureToast } from '@/staff/lib/failure-toast';
import { returnFocus } from '@/staff/lib/return-focus';
import { useRefusal } from '@/staff/lib/use-refusal';
import { useAddCaseTask } from '../api/add-case-task';
import { useAddUsualSteps } from '../api/add-usual-steps';
import { useCaseTasks } from '../api/get-case-tasks';
import { useUpdateCaseTask } from '../api/update-case-task';
import { CaseDueDialog, DeleteTaskDialog, TaskDialog } from './case-task-dialogs';
import { DueDayInput, OwnerSelect } from './case-task-fields';

/** A task's due day in words, so "overdue" is said and never shown by colour alone (said at render). */
function dueWords(dueOn: string, today: string): string {
  const state = dueState(dueOn, today);
  const day = formatDate(dueOn);
  if (state === 'overdue') return t`Overdue: was due ${day}`;
  if (state === 'today') return t`Due today`;
  if (dueOn === addDays(today, 1)) return t`Due tomorrow`;
  return t`Due ${day}`;
}

/** A due day in words; past it, said and marked, never by colour alone. */
function DueText({ dueOn, today, words = dueWords }: { dueOn: string; today: string; words?: (dueOn: string, today: string) => string }) {
  const overdue = dueState(dueOn, today) === 'overdue';
  return (
    <span className={cx('inline-flex items-center gap-1', overdue && 'font-semibold text-destructive')}>
      {overdue ? <AlertTriangle className="size-4 shrink-0" aria-hidden="true" /> : null}
      {words(dueOn, today)}
    </span>
  );
}

/** The case's own day as a sentence: "The case is due today", "The case is overdue: it was due …". */
function caseDueWords(dueOn: string, today: string): string {
  const state = dueState(dueOn, today);
  const day = formatDate(dueOn);
  if (state === 'overdue') return t`The case is overdue: it was due ${day}`;
  if (state === 'today') return t`The case is due today`;
  return dueOn === addDays(today, 1) ? t`The case is due tomorrow` : t`The case is due ${day}`;
}

function TaskItem({ incidentId, task, today, onEdit, onDelete }: { incidentId: number; task: CaseTask; today: string; onEdit: () => void; onDelete: () => void }) {
  const update = useUpdateCaseTask(incidentId);
  const boxId = useId();
  const aboutId = useId();
  const done = task.doneAt !== null;
  const { t } = useLingui();
  const { title, doneByName, ownerName } = task;
  const doneOn = formatDate(task.doneAt);
  return (
    <li className="flex flex-wrap items-start gap-x-3 gap-y-1 py-2" data-task={task.id}>
      <div className="flex min-w-0 flex-1 basis-64 items-start gap-3">
        {/* 44 px of row around the 24 px box: easy to hit on a phone. */}
        <span className="flex min-h-11 items-center">
          <Checkbox
            id={boxId}
            aria-describedby={aboutId}
            checked={done}
            disabled={update.isPending}
            onCheckedChange={(checked) =>
              update.mutate(
                { id: task.id, body: { done: checked === true } },
                { onError: (error) => failureToast(errorMessage(error, t`Failed to change the task`)) },
              )
            }
          />
        </span>
        <div className="flex min-w-0 flex-col py-2.5">
          <label htmlFor={boxId} className={cx('cursor-pointer font-medium [overflow-wrap:anywhere]', done && 'text-muted-foreground line-through')}>
            {task.title}
          </label>
          <p id={aboutId} className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
            {done ? (
              <span>{doneByName ? <Trans>Done by {doneByName}, {doneOn}</Trans> : <Trans>Done, {doneOn}</Trans>}</span>
            ) : (
              <>
                <span>{ownerName ? <Trans>Owner: {ownerName}</Trans> : <Trans>Nobody’s yet</Trans>}</span>
                {task.dueOn ? (
                  <DueText dueOn={task.dueOn} today={today} />
                ) : (
                  <span>
                    <Trans>No due date</Trans>
                  </span>
                )}
              </>
            )}
          </p>
        </div>
      </div>
      <div className="ms-9 flex gap-2 sm:ms-0">
        <Button size="sm" variant="outline" data-task-edit={task.id} aria-label={t`Edit task: ${title}`} onClick={onEdit}>
          <Trans>Edit</Trans>
        </Button>
        <Button size="sm" variant="ghost" data-task-delete={task.id} aria-label={t`Delete task: ${title}`} onClick={onDelete}>
          <Trans>Delete</Trans>
        </Button>
      </div>
    </li>
  );
}

type NewTaskFields = z.input<typeof createTaskInputSchema>;
const emptyTask: NewTaskFields = { title: '', ownerId: '', dueOn: '' };

/** Adds one task; the form empties and keeps focus in its first field, so several go in one after another. */
function AddTaskForm({ incidentId }: { incidentId: number }) {
  const add = useAddCaseTask(incidentId);
  const refusal = useRefusal();
  const { t } = useLingui();
  const form = useForm<NewTaskFields, unknown, CreateTaskInput>({ resolver: zodResolver(createTaskInputSchema), defaultValues: emptyTask });
  const errors = form.formState.errors;
  return (
    <form
      aria-label={t`Add a task`}
      className="flex flex-col gap-3 border-t border-border pt-3"
      noValidate
      aria-busy={add.isPending}
      onSubmit={form.handleSubmit((body) => {
        refusal.clear();
        add.mutate(body, {
          onSuccess: (task) => {
            toast({ title: t`Task added`, description: task.title });
            form.reset(emptyTask);
            // After the reset has reached the fields.
            requestAnimationFrame(() => form.setFocus('title'));
          },
          onError: (error) => refusal.show(error, t`Failed to add the task`),
        });
      })}
    >
      <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <FormField label={t`New task`} required error={errors.title?.message}>
          <Input autoComplete="off" {...form.register('title')} />
        </FormField>
        <FormField label={t`Owner`} error={errors.ownerId?.message}>
          <OwnerSelect {...form.register('ownerId')} />
        </FormField>
        <FormField label={t`Due`} error={errors.dueOn?.message}>
          <DueDayInput {...form.register('dueOn')} />
        </FormField>
      </div>
      <RefusalAlert message={refusal.message} />
      <div>
        <Button type="submit" disabled={add.isPending}>
          <Plus aria-hidden="true" /> {add.isPending ? t`Adding...` : t`Add task`}
        </Button>
      </div>
    </form>
  );
}

/** The template's steps the case has no task for yet (by the same words), as the server counts them. */
function missingSteps(list: CaseTasks): string[] {
  const had = new Set(list.tasks.map((task) => task.title.toLowerCase()));
  return list.template?.steps.filter((step) => !had.has(step.toLowerCase())) ?? [];
}

function UsualSteps({ incidentId, list }: { incidentId: number; list: CaseTasks }) {
  const apply = useAddUsualSteps(incidentId);
  const missing = missingSteps(list);
  const { t } = useLingui();
  if (!list.template || missing.length === 0) return null;
  const kind = fraudTypeLabel(list.template.fraudType).toLowerCase();
  const count = missing.length;
  return (
    <div className="flex flex-col gap-2 rounded-md border border-border bg-muted/40 p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="min-w-0">
        {count === list.template.steps.length ? (
          <Plural value={count} one={`There is # usual step for ${kind} cases.`} other={`There are # usual steps for ${kind} cases.`} />
        ) : (
          <Plural value={count} one={`# of the usual steps for ${kind} cases is not on this case yet.`} other={`# of the usual steps for ${kind} cases are not on this case yet.`} />
        )}
      </p>
      <Button
        variant="outline"
        className="shrink-0"
        disabled={apply.isPending}
        onClick={() =>
          apply.mutate(undefined, {
            onSuccess: () => toast({ title: t`Usual steps added`, description: plural(count, { one: '# task added', other: '# tasks added' }) }),
            onError: (error) => failureToast(errorMessage(error, t`Failed to add the usual steps`)),
          })
        }
      >
        {apply.isPending ? t`Adding...` : t`Add the usual steps`}
      </Button>
    </div>
  );
}

/** The section's anchor: My work's Due links a task to /admin/incidents/14#tasks. */
export const TASKS_ANCHOR = 'tasks';

/**
 * The case's tasks (issue 26): what its team means to do, whose each step is and by when, ticked
 * off as done; and the day the case itself is due. Any staff member changes them; the victim never
 * sees them. Each change shows in the case's Activity.
 */
export function CaseTasksSection({ incidentId }: { incidentId: number }) {
  const query = useCaseTasks(incidentId);
  const headingId = useId();
  const [editing, setEditing] = useState<CaseTask | null>(null);
  const [deleting, setDeleting] = useState<CaseTask | null>(null);
  const [due, setDue] = useState<{ dueOn: string | null } | null>(null);
  const today = localDay(new Date());
  const list = query.data;
  const open = list?.tasks.filter((task) => task.doneAt === null).length ?? 0;
  const total = list?.tasks.length ?? 0;
  const heading = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();
  const loaded = list !== undefined;
  const { t } = useLingui();
  // Arriving by the anchor: once the list is here, go to it and start there.
  useEffect(() => {
    if (!loaded || hash !== `#${TASKS_ANCHOR}`) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [loaded, hash]);
  return (
    <Card>
      <section id={TASKS_ANCHOR} aria-labelledby={headingId} className="flex scroll-mt-4 flex-col gap-3 p-4 sm:p-5">
        <h2 ref={heading} id={headingId} className="text-lg font-semibold" tabIndex={-1} data-tasks-heading>
          <Trans>Tasks</Trans>
        </h2>
        {query.isError ? (
          <p role="alert" className="text-muted-foreground">
            <Trans>The tasks could not be loaded. Try Refresh All.</Trans>
          </p>
        ) : !list ? (
          <p aria-busy="true">
            <Trans>Loading the tasks…</Trans>
          </p>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="min-w-0">
                {list.dueOn ? (
                  <DueText dueOn={list.dueOn} today={today} words={caseDueWords} />
                ) : (
                  <span className="text-muted-foreground">
                    <Trans>The case has no due date.</Trans>
                  </span>
                )}
              </p>
              <Button variant="outline" size="sm" className="shrink-0" data-case-due onClick={() => setDue({ dueOn: list.dueOn })}>
                {list.dueOn ? t`Change due date` : t`Set due date`}
              </Button>
            </div>
            {list.tasks.length === 0 ? (
              <p className="text-muted-foreground">
                <Trans>No tasks yet.</Trans>
              </p>
            ) : (
              <>
                <p className="text-sm text-muted-foreground">
                  {open === 0 ? <Trans>All done.</Trans> : <Trans>
                      {open} of {total} to do.
                    </Trans>}
                </p>
                <ul className="flex flex-col divide-y divide-border" aria-labelledby={headingId}>
                  {list.tasks.map((task) => (
                    <TaskItem key={task.id} incidentId={incidentId} task={task} today={today} onEdit={() => setEditing(task)} onDelete={() => setDeleting(task)} />
                  ))}
                </ul>
              </>
            )}
            <UsualSteps incidentId={incidentId} list={list} />
            <AddTaskForm incidentId={incidentId} />
          </>
        )}
      </section>
      <TaskDialog
        incidentId={incidentId}
        task={editing}
        onClose={() => {
          returnFocus(editing ? `[data-task-edit="${editing.id}"]` : '[data-tasks-heading]');
          setEditing(null);
        }}
      />
      <DeleteTaskDialog
        incidentId={incidentId}
        task={deleting}
        onClose={(deleted) => {
          // Deleted, its row is gone: back to the list's heading; kept, back to its Delete button.
          returnFocus(deleted || !deleting ? '[data-tasks-heading]' : `[data-task-delete="${deleting.id}"]`);
          setDeleting(null);
        }}
      />
      <CaseDueDialog
        incidentId={incidentId}
        editing={due}
        onClose={() => {
          returnFocus('[data-case-due]');
          setDue(null);
        }}
      />
    </Card>
  );
}
