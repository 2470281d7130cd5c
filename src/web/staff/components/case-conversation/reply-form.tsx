import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { staffReplySchema, type StaffReplyInput } from '@shared/messages/staff-schema';
import { caseTeamRoles } from '@shared/messages/schema';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { failureToast } from '@/staff/lib/failure-toast';
import { useSendStaffMessage } from '@/staff/lib/send-staff-message';

type ReplyFormProps = {
  incidentId: number;
  reference: string;
  /** After a message is stored: the thread scrolls to it. */
  onSent: (messageId: number) => void;
};

/**
 * Reply as a case team role (the victim reads it on the case page and gets an e-mail, D7), or add
 * a note for colleagues that the victim never sees. What was typed stays until the server has it.
 */
export function ReplyForm({ incidentId, reference, onSent }: ReplyFormProps) {
  const send = useSendStaffMessage();
  // Said inside the dialog too: while it is open, a toast outside it is hidden from screen readers.
  const [said, setSaid] = useState('');
  const form = useForm<StaffReplyInput, unknown, z.output<typeof staffReplySchema>>({
    resolver: zodResolver(staffReplySchema),
    defaultValues: { content: '', role: 'Case Manager', internal: false },
  });
  const submit = (internal: boolean) =>
    form.handleSubmit((body) =>
      send.mutate(
        { incidentId, body: { ...body, internal } },
        {
          onSuccess: (message) => {
            toast({
              title: internal ? 'Note added' : 'Reply sent',
              description: internal ? `Only staff can read it on ${reference}.` : `The victim can read it on ${reference} and will be told by e-mail.`,
            });
            setSaid(internal ? 'Note added. Only staff can read it.' : 'Reply sent. The victim will be told by e-mail.');
            form.reset({ content: '', role: body.role, internal: false });
            onSent(message.id);
          },
          onError: (error) => failureToast(internal ? 'Failed to add the note' : 'Failed to send the reply', { error }),
        },
      ),
    );
  return (
    <form className="flex flex-col gap-3 border-t border-border pt-4" noValidate onSubmit={(event) => void submit(false)(event)}>
      <FormField label="Reply as" required>
        <NativeSelect {...form.register('role')}>
          {caseTeamRoles.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Message" required error={form.formState.errors.content?.message} hint="A reply goes to the victim; a note stays with the team.">
        <Textarea rows={4} {...form.register('content')} />
      </FormField>
      <div className="flex flex-wrap items-center justify-end gap-2">
        <p role="status" className="mr-auto text-sm text-muted-foreground">
          {said}
        </p>
        <Button type="button" variant="outline" disabled={send.isPending} onClick={(event) => void submit(true)(event)}>
          Add internal note
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send reply'}
        </Button>
      </div>
    </form>
  );
}
