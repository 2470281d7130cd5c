import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { messageRecipients, sendMessageSchema, type MessageView } from '@shared/messages/schema';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { NativeSelect } from '@/components/ui/native-select';
import { useBranding } from '@/lib/branding/get-settings';
import { toast } from '@/hooks/use-toast';
import { useSendMessage } from '../api/send-message';
import { roleLabel, roleNote } from '../words';

type FormInput = z.input<typeof sendMessageSchema>;
type FormOutput = z.output<typeof sendMessageSchema>;

/** `onSent` gets the stored messages, so the conversation can move focus to the new one. */
export function MessageForm({ recoveryId, onSent }: { recoveryId: number; onSent?: (messages: MessageView[]) => void }) {
  const { t, i18n } = useLingui();
  const send = useSendMessage();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(sendMessageSchema),
    defaultValues: { recipient: 'Case Manager', content: '', recoveryId },
  });
  const recipient = useWatch({ control: form.control, name: 'recipient' });
  const { replyTimes } = useBranding();
  const replyTime = (recipient === 'Case Manager' || recipient === 'Legal Advisor' ? replyTimes[recipient] : '').replace(/\.$/, '');
  const note = roleNote(i18n, recipient);
  // The organisation's own reply time, only when it has set one (Settings, General); its own words.
  const hint = replyTime ? t`${note} Usual reply time: ${replyTime}.` : note;

  const onSubmit = (values: FormOutput) =>
    send.mutate(values, {
      onSuccess: ({ messages }) => {
        toast({ title: t`Message sent successfully` });
        form.reset({ recipient: values.recipient, content: '', recoveryId });
        onSent?.(messages);
      },
      onError: () => {
        toast({ title: t`Failed to send message`, variant: 'destructive' });
        // The Send button was disabled while sending, which dropped focus; the unsent text is here.
        form.setFocus('content');
      },
    });

  return (
    <form className="flex flex-col gap-3" onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <FormField label={t`Send to`} hint={hint}>
        <NativeSelect {...form.register('recipient')}>
          {messageRecipients.map((r) => (
            <option key={r.value} value={r.value}>
              {roleLabel(i18n, r.value)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t`Your message`} error={form.formState.errors.content?.message}>
        <Textarea
          rows={3}
          {...form.register('content')}
          onKeyDown={(event) => {
            // Ctrl/Cmd+Enter sends; plain Enter keeps writing a new line.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void form.handleSubmit(onSubmit)();
          }}
        />
      </FormField>
      <Button type="submit" className="self-end" disabled={send.isPending}>
        <Send aria-hidden="true" /> {send.isPending ? t`Sending...` : t`Send`}
      </Button>
    </form>
  );
}
