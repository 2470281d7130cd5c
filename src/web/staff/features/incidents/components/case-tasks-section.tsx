import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import { formatDate } from '@shared/format/dates';
import { fraudTypeLabel } from '@shared/incidents/fraud-types';
import { addDays, dueState, dueWords, formatDay, localDay } from '@shared/tasks/due-dates';
import { createTaskInputSchema, type CaseTask, type CaseTasks, type CreateTaskInput } from '@shared/tasks/schema';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { cx } from '@/lib/cx';
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
  if (state === 'overdue') return `The case is overdue: it was due ${formatDay(dueOn)}`;
  if (state === 'today') return 'The case is due today';
  return dueOn === addDays(today, 1) ? 'The case is due tomorrow' : `The case is due ${formatDay(dueOn)}`;
}

function TaskItem({ incidentId, task, today, onEdit, onDelete }: { incidentId: number; task: CaseTask; today: string; onEdit: () => void; onDelete: () => void }) {
  const update = useUpdateCaseTask(incidentId);
  const boxId = useId();
  const aboutId = useId();
  const done = task.doneAt !== null;
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
                { onError: (error) => failureToast(errorMessage(error, 'Failed to change the task')) },
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
              <span>
                Done{task.doneByName ? ` by ${task.doneByName}` : ''}, {formatDate(task.doneAt)}
              </span>
            ) : (
              <>
                <span>{task.ownerName ? `Owner: ${task.ownerName}` : 'Nobody’s yet'}</span>
                {task.dueOn ? <DueText dueOn={task.dueOn} today={today} /> : <span>No due date</span>}
              </>
            )}
          </p>
        </div>
      </div>
      <div className="ms-9 flex gap-2 sm:ms-0">
        <Button size="sm" variant="outline" data-task-edit={task.id} aria-label={`Edit task: ${task.title}`} onClick={onEdit}>
          Edit
        </Button>
        <Button size="sm" variant="ghost" data-task-delete={task.id} aria-label={`Delete task: ${task.title}`} onClick={onDelete}>
          Delete
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
  const form = useForm<NewTaskFields, unknown, CreateTaskInput>({ resolver: zodResolver(createTaskInputSchema), defaultValues: emptyTask });
  const errors = form.formState.errors;
  return (
    <form
      aria-label="Add a task"
      className="flex flex-col gap-3 border-t border-border pt-3"
      noValidate
      aria-busy={add.isPending}
      onSubmit={form.handleSubmit((body) => {
        refusal.clear();
        add.mutate(body, {
          onSuccess: (task) => {
            toast({ title: 'Task added', description: task.title });
            form.reset(emptyTask);
            // After the reset has reached the fields.
            requestAnimationFrame(() => form.setFocus('title'));
          },
          onError: (error) => refusal.show(error, 'Failed to add the task'),
        });
      })}
    >
      <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <FormField label="New task" required error={errors.title?.message}>
          <Input autoComplete="off" {...form.register('title')} />
        </FormField>
        <FormField label="Owner" error={errors.ownerId?.message}>
          <OwnerSelect {...form.register('ownerId')} />
        </FormField>
        <FormField label="Due" error={errors.dueOn?.message}>
          <DueDayInput {...form.register('dueOn')} />
        </FormField>
      </div>
      <RefusalAlert message={refusal.message} />
      <div>
        <Button type="submit" disabled={add.isPending}>
          <Plus aria-hidden="true" /> {add.isPending ? 'Adding...' : 'Add task'}
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
  if (!list.template || missing.length === 0) return null;
  const kind = fraudTypeLabel(list.template.fraudType).toLowerCase();
  return (
    <div className="flex flex-col gap-2 rounded-md border border-border bg-muted/40 p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="min-w-0">
        {missing.length === list.template.steps.length
          ? `There are ${missing.length} usual steps for ${kind} cases.`
          : `${missing.length} of the usual steps for ${kind} cases ${missing.length === 1 ? 'is' : 'are'} not on this case yet.`}
      </p>
      <Button
        variant="outline"
        className="shrink-0"
        disabled={apply.isPending}
        onClick={() =>
          apply.mutate(undefined, {
            onSuccess: () => toast({ title: 'Usual steps added', description: `${missing.length} ${missing.length === 1 ? 'task' : 'tasks'} added` }),
            onError: (error) => failureToast(errorMessage(error, 'Failed to add the usual steps')),
          })
        }
      >
        {apply.isPending ? 'Adding...' : 'Add the usual steps'}
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
  const heading = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();
  const loaded = list !== undefined;
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
          Tasks
        </h2>
        {query.isError ? (
          <p role="alert" className="text-muted-foreground">
            The tasks could not be loaded. Try Refresh All.
          </p>
        ) : !list ? (
          <p aria-busy="true">Loading the tasks…</p>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="min-w-0">
                {list.dueOn ? (
                  <DueText dueOn={list.dueOn} today={today} words={caseDueWords} />
                ) : (
                  <span className="text-muted-foreground">The case has no due date.</span>
                )}
              </p>
              <Button variant="outline" size="sm" className="shrink-0" data-case-due onClick={() => setDue({ dueOn: list.dueOn })}>
                {list.dueOn ? 'Change due date' : 'Set due date'}
              </Button>
            </div>
            {list.tasks.length === 0 ? (
              <p className="text-muted-foreground">No tasks yet.</p>
            ) : (
              <>
                <p className="text-sm text-muted-foreground">
                  {open === 0 ? 'All done.' : `${open} of ${list.tasks.length} to do.`}
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
