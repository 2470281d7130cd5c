import { Trans, useLingui } from '@lingui/react/macro';
import { Fingerprint } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage, handleFreshConfirmation } from '@/lib/api-client';
import { useConfirmItIsMe } from '../api/confirm-it-is-me';
import { useSignInWithPasskey } from '../api/sign-in-with-passkey';
import { browserOffersPasskeys, passkeyFailureText } from '../lib/passkeys';

/**
 * The one dialog behind every "confirm it is you" (issue 22): the server refuses the most sensitive
 * staff calls without a confirmation in the last five minutes, the API client asks this dialog,
 * and the call is sent again once the person has given their password, a code or a passkey.
 */
export function FreshConfirmation() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [useCode, setUseCode] = useState(false);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);

  useEffect(
    () =>
      handleFreshConfirmation(
        () =>
          new Promise<boolean>((resolve) => {
            // A second call asking while the dialog is open waits on the same answer.
            const previous = settle.current;
            settle.current = (confirmed) => {
              previous?.(confirmed);
              resolve(confirmed);
            };
            setValue('');
            setProblem(null);
            setOpen(true);
          }),
      ),
    [],
  );

  const finish = (confirmed: boolean) => {
    setOpen(false);
    const done = settle.current;
    settle.current = null;
    done?.(confirmed);
  };
  const confirm = useConfirmItIsMe();
  const passkey = useSignInWithPasskey();
  const confirmWithPasskey = () => passkey.mutate(undefined, { onSuccess: () => finish(true), onError: (error) => setProblem(passkeyFailureText(error)) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!value.trim()) {
      setProblem(useCode ? t`Please enter the code from your app` : t`Please enter your password`);
      return;
    }
    confirm.mutate(useCode ? { code: value } : { password: value }, {
      onSuccess: () => finish(true),
      onError: (error) => setProblem(errorMessage(error, t`That did not work. Please try again`)),
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : finish(false))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Please confirm it is you</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>This action shows or changes sensitive information, so we ask again every few minutes.</Trans>
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={confirm.isPending}>
          <FormField label={useCode ? t`Code from your authenticator app` : t`Your password`} error={problem ?? undefined}>
            <Input
              key={useCode ? 'code' : 'password'}
              autoFocus
              type={useCode ? 'text' : 'password'}
              inputMode={useCode ? 'numeric' : undefined}
              autoComplete={useCode ? 'one-time-code' : 'current-password'}
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
          </FormField>
          <Button
            type="button"
            variant="link"
            className="self-start px-0"
            onClick={() => {
              setUseCode((current) => !current);
              setValue('');
              setProblem(null);
            }}
          >
            {useCode ? t`Use my password instead` : t`Use a code from my app instead`}
          </Button>
          {browserOffersPasskeys() ? (
            <Button type="button" variant="outline" onClick={confirmWithPasskey} disabled={passkey.isPending}>
              <Fingerprint aria-hidden="true" /> <Trans>Use a passkey</Trans>
            </Button>
          ) : null}
          <DialogActions onCancel={() => finish(false)} action={t`Confirm`} pendingAction={t`Checking...`} pending={confirm.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
