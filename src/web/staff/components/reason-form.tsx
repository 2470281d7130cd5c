import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';

type ReasonFormProps = {
  /** What the person is told when they leave it empty (the server says the same). */
  missing: string;
  hint: string;
  action: string;
  pendingAction: string;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
};

/**
 * A refusal always says why (issue 25): a document, a payout or an application is rejected with a
 * reason the victim reads, asked once in the dialog that does it.
 */
export function ReasonForm({ missing, hint, action, pendingAction, pending, onSubmit, onCancel }: ReasonFormProps) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) {
          setError(missing);
          return;
        }
        onSubmit(reason.trim());
      }}
    >
      <FormField label={t`Reason`} required error={error} hint={hint}>
        <Textarea rows={4} value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} />
      </FormField>
      <DialogActions onCancel={onCancel} action={action} pendingAction={pendingAction} pending={pending} variant="destructive" />
    </form>
  );
}
