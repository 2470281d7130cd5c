import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { TotpEnrolment as Enrolment } from '@shared/auth/second-factor';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useFinishTotp } from '../api/finish-totp';
import { useStartTotp } from '../api/start-totp';

/** Groups the key in fours, as authenticator apps show it, so it is easier to type. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up an authenticator app: scan the QR code (or type the key), then type the code the app
 * shows. `onDone` gets the recovery codes when this was the first second factor.
 */
export function TotpEnrolment({ onDone }: { onDone: (recoveryCodes: string[] | null) => void }) {
  const { t } = useLingui();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const start = useStartTotp();
  const finish = useFinishTotp();
  const begin = () =>
    start.mutate(undefined, { onSuccess: setEnrolment, onError: (error) => setProblem(errorMessage(error, t`The app could not be set up. Please try again`)) });

  if (!enrolment) {
    return (
      <div className="flex flex-col gap-3">
        <p>
          <Trans>Use an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator, 1Password or Aegis).</Trans>
        </p>
        <Button type="button" onClick={begin} disabled={start.isPending}>
          {start.isPending ? t`Preparing...` : t`Set up an authenticator app`}
        </Button>
        {problem ? <p role="alert" className="text-sm text-destructive">{problem}</p> : null}
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) {
      setProblem(t`Please enter the 6-digit code from your app`);
      return;
    }
    finish.mutate(code.replace(/\s/g, ''), {
      onSuccess: (result) => onDone(result.recoveryCodes),
      onError: (error) => setProblem(errorMessage(error, t`That code did not work. Please try again`)),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <ol className="flex list-decimal flex-col gap-4 ps-5">
        <li>
          <p>
            <Trans>Scan this code with your authenticator app.</Trans>
          </p>
          <img src={enrolment.qrCode} alt={t`QR code to add this account to an authenticator app`} className="mt-2 size-48 rounded-md border bg-white p-2" />
        </li>
        <li>
          <p>
            <Trans>Or type this key into the app instead:</Trans>
          </p>
          <code className="mt-1 block break-all rounded-md bg-muted px-3 py-2 font-mono text-base" data-testid="totp-key" data-secret={enrolment.secret}>
            {grouped(enrolment.secret)}
          </code>
        </li>
        <li>
          <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-busy={finish.isPending}>
            <FormField label={t`Code from the app`} error={problem ?? undefined}>
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} value={code} onChange={(e) => setCode(e.target.value)} />
            </FormField>
            <Button type="submit" disabled={finish.isPending}>
              {finish.isPending ? t`Checking...` : t`Confirm`}
            </Button>
          </form>
        </li>
      </ol>
    </div>
  );
}
