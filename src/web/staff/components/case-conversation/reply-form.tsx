import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { formatFileSize } from '@/lib/i18n/format';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { staffReplySchema, type StaffReplyInput } from '@shared/messages/staff-schema';
import { caseTeamRoles } from '@shared/messages/schema';
import { Paperclip, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { failureToast } from '@/staff/lib/failure-toast';
import { useSavedReplies } from '@/staff/lib/get-saved-replies';
import { useStaffDirectory } from '@/staff/lib/get-staff-directory';
import { useSendStaffMessage } from '@/staff/lib/send-staff-message';
import { sayShared } from '@/lib/i18n/shared-texts';

type ReplyFormProps = {
  incidentId: number;
  reference: string;
  /** After a message is stored: the thread scrolls to it. */
  onSent: (messageId: number) => void;
};

/** Adds `addition` to what is typed: in place of nothing, or after a blank line. */
const appended = (typed: string, addition: string) => (typed.trim() === '' ? addition : `${typed.replace(/\s+$/, '')}\n\n${addition}`);

/**
 * Reply as a case team role (the victim reads it on the case page and gets an e-mail, D7), or add
 * a note for colleagues that the victim never sees. A saved reply goes into the message filled for
 * the case, to be edited before sending; a colleague named as @username in a note is told (issue
 * 26). Ctrl+Enter (⌘+Enter) sends the reply. A reply may carry one file, checked by the server like
 * any upload and added to the case's files; a note carries none (every case file is the victim's
 * to see). What was typed, and the file chosen, stay until the server has them.
 */
export function ReplyForm({ incidentId, reference, onSent }: ReplyFormProps) {
  const { t } = useLingui();
  const send = useSendStaffMessage();
  const saved = useSavedReplies(incidentId);
  const directory = useStaffDirectory(true);
  // Said inside the dialog too: while it is open, a toast outside it is hidden from screen readers.
  const [said, setSaid] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const noteHintId = useId();
  const clearFile = () => {
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  };
  const form = useForm<StaffReplyInput, unknown, z.output<typeof staffReplySchema>>({
    resolver: zodResolver(staffReplySchema),
    defaultValues: { content: '', role: 'Case Manager', internal: false },
  });
  const insert = (text: string) => {
    form.setValue('content', appended(form.getValues('content') ?? '', text), { shouldDirty: true });
    form.setFocus('content');
  };
  const submit = (internal: boolean) =>
    form.handleSubmit((body) =>
      send.mutate(
        { incidentId, body: { ...body, internal }, file: internal ? null : file },
        {
          onSuccess: (message) => {
            toast({
              title: internal ? t`Note added` : t`Reply sent`,
              description: internal ? t`Only staff can read it on ${reference}.` : t`The victim can read it on ${reference} and will be told by e-mail.`,
            });
            setSaid(internal ? t`Note added. Only staff can read it.` : t`Reply sent. The victim will be told by e-mail.`);
            form.reset({ content: '', role: body.role, internal: false });
            if (!internal) clearFile();
            onSent(message.id);
          },
          onError: (error) => failureToast(internal ? t`Failed to add the note` : t`Failed to send the reply`, { error }),
        },
      ),
    );
  const replies = saved.data?.items ?? [];
  const colleagues = directory.data?.items ?? [];
  const content = form.register('content');
  const fileName = file?.name ?? '';
  return (
    <form className="flex flex-col gap-3 border-t border-border pt-4" noValidate onSubmit={(event) => void submit(false)(event)}>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label={t`Reply as`} required>
          <NativeSelect {...form.register('role')}>
            {caseTeamRoles.map((role) => (
              <option key={role} value={role}>
                {sayShared(role)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t`Saved reply`} hint={t`Goes into the message, filled for this case, to edit.`}>
          <NativeSelect
            value=""
            disabled={replies.length === 0}
            onChange={(event) => {
              const chosen = replies.find((reply) => String(reply.id) === event.target.value);
              if (chosen) insert(chosen.filled ?? chosen.content);
            }}
          >
            <option value="">{saved.isPending ? t`Loading…` : replies.length === 0 ? t`None for this case` : t`Insert a saved reply`}</option>
            {replies.map((reply) => (
              <option key={reply.id} value={reply.id}>
                {reply.title}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t`Mention a colleague`} hint={t`In a note: they are told and linked to it.`}>
          <NativeSelect
            value=""
            disabled={colleagues.length === 0}
            onChange={(event) => {
              if (event.target.value) insert(`@${event.target.value} `);
            }}
          >
            <option value="">{t`Insert @name`}</option>
            {colleagues.map((colleague) => (
              <option key={colleague.id} value={colleague.username}>
                {colleague.displayName} (@{colleague.username})
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField
        label={t`Message`}
        required
        error={form.formState.errors.content?.message}
        hint={t`A reply goes to the victim; a note stays with the team. Ctrl+Enter sends the reply.`}
      >
        <Textarea
          rows={4}
          {...content}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !send.isPending) {
              event.preventDefault();
              void submit(false)();
            }
          }}
        />
      </FormField>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <label className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-input px-3 py-1.5 font-medium focus-within:ring-2 focus-within:ring-primary hover:bg-muted">
          <Paperclip className="size-4" aria-hidden="true" />
          {file ? t`Choose another file` : t`Attach a file to the reply`}
          <input
            ref={fileInput}
            type="file"
            className="sr-only"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        {file ? (
          <span className="inline-flex min-w-0 items-center gap-2">
            {/* The whole name, wrapped where it must: a phone cut it to 'letter-to-the-pl…'. */}
            <span className="min-w-0 font-medium [overflow-wrap:anywhere]">{file.name}</span>
            <span className="whitespace-nowrap text-muted-foreground">{formatFileSize(file.size)}</span>
            <Button type="button" size="sm" variant="ghost" aria-label={t`Remove ${fileName}`} onClick={clearFile}>
              <X className="size-4" aria-hidden="true" />
            </Button>
          </span>
        ) : (
          <span className="text-muted-foreground">
            <Trans>The victim sees it with the reply and in the case files.</Trans>
          </span>
        )}
      </div>
      {/* Why the note's button is off, in words everyone gets (a tooltip on a disabled button reaches no keyboard or screen reader). */}
      {file ? (
        <p id={noteHintId} className="text-sm text-muted-foreground">
          <Trans>A file goes with a reply to the victim, never with a note: remove it to add a note.</Trans>
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-2">
        <p role="status" className="me-auto text-sm text-muted-foreground">
          {said}
        </p>
        <Button
          type="button"
          variant="outline"
          disabled={send.isPending || file !== null}
          aria-describedby={file ? noteHintId : undefined}
          onClick={(event) => void submit(true)(event)}
        >
          <Trans>Add internal note</Trans>
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t`Sending...` : t`Send reply`}
        </Button>
      </div>
    </form>
  );
}
