import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { placeholders } from '@shared/notifications/placeholders';
import { templateInputSchema, type NotificationTemplate } from '@shared/notifications/schema';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { returnFocus } from '@/staff/lib/return-focus';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplates } from '../api/get-templates';
import { useSaveTemplate } from '../api/save-template';

type FormValues = z.input<typeof templateInputSchema>;
const blank: FormValues = { name: '', subject: '', content: '', category: '', isActive: true };

/** Mounted afresh for each opening (its `key`), so it starts from the template chosen. */
function TemplateDialog({ template, onOpenChange }: { template: NotificationTemplate | null; onOpenChange: (open: boolean) => void }) {
  const save = useSaveTemplate();
  const { t } = useLingui();
  const [problem, setProblem] = useState<string | null>(null);
  const fields = placeholders.map((p) => `{{${p.key}}}`).join(', ');
  const { register, handleSubmit, setError, control, formState } = useForm<FormValues, unknown, z.output<typeof templateInputSchema>>({
    resolver: zodResolver(templateInputSchema),
    defaultValues: template ? { name: template.name, subject: template.subject, content: template.content, category: template.category ?? '', isActive: template.isActive } : blank,
  });

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{template ? t`Edit template` : t`New template`}</DialogTitle>
          <DialogDescription>
            <Trans>A subject and message to start a notification from.</Trans>
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          aria-busy={save.isPending}
          onSubmit={handleSubmit((values) =>
            save.mutate(
              { id: template?.id, input: { ...values, category: values.category ?? undefined } },
              {
                onSuccess: () => {
                  toast({ title: t`Template Saved` });
                  onOpenChange(false);
                },
                onError: (error) => {
                  if (hasErrorCode(error, 'TEMPLATE_NAME_TAKEN')) setError('name', { message: errorMessage(error, t`A template with this name already exists`) });
                  else setProblem(errorMessage(error, t`Failed to save template`));
                },
              },
            ),
          )}
        >
          <FormField label={t`Name`} required error={formState.errors.name?.message}>
            <Input autoComplete="off" {...register('name')} />
          </FormField>
          <FormField label={t`Category`} error={formState.errors.category?.message} hint={t`Optional, for example Service or Safety.`}>
            <Input autoComplete="off" {...register('category')} />
          </FormField>
          <FormField label={t`Subject`} required error={formState.errors.subject?.message}>
            <Input autoComplete="off" {...register('subject')} />
          </FormField>
          <FormField label={t`Message`} required error={formState.errors.content?.message} hint={t`Filled in for each person: ${fields}.`}>
            <Textarea rows={8} {...register('content')} />
          </FormField>
          <div className="flex items-center gap-3">
            <Controller
              control={control}
              name="isActive"
              render={({ field }) => <Checkbox id="template-active" checked={field.value ?? true} onCheckedChange={(checked) => field.onChange(checked === true)} />}
            />
            <Label htmlFor="template-active">
              <Trans>Offered in the send dialog</Trans>
            </Label>
          </div>
          {problem ? (
            <p role="alert" className="text-destructive">
              {problem}
            </p>
          ) : null}
          <DialogActions onCancel={() => onOpenChange(false)} action={t`Save template`} pendingAction={t`Saving...`} pending={save.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DeleteTemplateDialog({ template, onOpenChange }: { template: NotificationTemplate; onOpenChange: (open: boolean) => void }) {
  const remove = useDeleteTemplate();
  const { t } = useLingui();
  const [problem, setProblem] = useState<string | null>(null);
  const name = template.name;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Delete the template “{name}”?</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Notifications already sent from it are not changed.</Trans>
          </DialogDescription>
        </DialogHeader>
        {problem ? (
          <p role="alert" className="text-destructive">
            {problem}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(template.id, {
                onSuccess: () => {
                  toast({ title: t`Template Deleted` });
                  onOpenChange(false);
                },
                onError: (error) => setProblem(errorMessage(error, t`Failed to delete template`)),
              })
            }
          >
            <Trans>Delete</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The notification templates: admins make, change and delete them; everyone may start from one. */
export function TemplatesSection({ canEdit }: { canEdit: boolean }) {
  const templates = useTemplates();
  const { t } = useLingui();
  const [editing, setEditing] = useState<{ template: NotificationTemplate | null } | null>(null);
  const [deleting, setDeleting] = useState<NotificationTemplate | null>(null);
  const items = templates.data?.items ?? [];
  return (
    <section aria-labelledby="templates" className="rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2 pb-2">
        <h2 id="templates" className="text-lg font-semibold">
          <Trans>Templates</Trans>
        </h2>
        {canEdit ? (
          <Button data-template-action="new" onClick={() => setEditing({ template: null })}>
            <Trans>New template</Trans>
          </Button>
        ) : null}
      </div>
      {!canEdit ? (
        <p className="pb-2 text-sm text-muted-foreground">
          <Trans>Only an admin can change templates.</Trans>
        </p>
      ) : null}
      {templates.isError ? (
        <p className="text-destructive">
          <Trans>The templates could not be loaded. Try Refresh All.</Trans>
        </p>
      ) : templates.isPending ? (
        <p className="text-muted-foreground">
          <Trans>Loading...</Trans>
        </p>
      ) : items.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>No templates yet.</Trans>
        </p>
      ) : (
        // On a phone the table keeps its columns and scrolls sideways; the box takes focus so a
        // keyboard can scroll it too.
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t`Notification templates, scrolls sideways`}>
          <table className="w-full min-w-[40rem] text-start text-sm">
            <caption className="sr-only">
              <Trans>Notification templates</Trans>
            </caption>
            <thead className="text-muted-foreground">
              <tr className="border-b border-border">
                <th scope="col" className="py-2 pe-3 font-medium">
                  <Trans>Name</Trans>
                </th>
                <th scope="col" className="py-2 pe-3 font-medium">
                  <Trans>Subject</Trans>
                </th>
                <th scope="col" className="py-2 pe-3 font-medium">
                  <Trans>Category</Trans>
                </th>
                <th scope="col" className="py-2 pe-3 font-medium">
                  <Trans>Offered</Trans>
                </th>
                {canEdit ? <th scope="col" className="py-2 font-medium"><span className="sr-only">
                      <Trans>Actions</Trans>
                    </span></th> : null}
              </tr>
            </thead>
            <tbody>
              {items.map((template) => {
                const name = template.name;
                return (
                  <tr key={template.id} className="border-b border-border last:border-b-0">
                    <td className="py-2 pe-3 font-medium">{name}</td>
                    <td className="py-2 pe-3">{template.subject}</td>
                    <td className="py-2 pe-3">{template.category ?? '—'}</td>
                    <td className="py-2 pe-3">
                      {template.isActive ? (
                        <Badge tone="green">
                          <Trans>Yes</Trans>
                        </Badge>
                      ) : (
                        <Badge>
                          <Trans>No</Trans>
                        </Badge>
                      )}
                    </td>
                    {canEdit ? (
                      <td className="py-2 whitespace-nowrap text-end">
                        <Button variant="ghost" size="sm" data-template-action={`edit-${template.id}`} aria-label={t`Edit ${name}`} onClick={() => setEditing({ template })}>
                          <Trans>Edit</Trans>
                        </Button>
                        <Button variant="ghost" size="sm" aria-label={t`Delete ${name}`} onClick={() => setDeleting(template)}>
                          <Trans>Delete</Trans>
                        </Button>
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {editing ? (
        <TemplateDialog
          key={editing.template?.id ?? 'new'}
          template={editing.template}
          onOpenChange={(open) => {
            if (open) return;
            // Back to the button that opened it (the page heading if its row is gone).
            returnFocus(`[data-template-action="${editing.template ? `edit-${editing.template.id}` : 'new'}"]`);
            setEditing(null);
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteTemplateDialog
          key={deleting.id}
          template={deleting}
          onOpenChange={(open) => {
            if (open) return;
            returnFocus('[data-template-action="new"]');
            setDeleting(null);
          }}
        />
      ) : null}
    </section>
  );
}
