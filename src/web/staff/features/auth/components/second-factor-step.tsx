import { useLingui } from '@lingui/react/macro';
import { Fingerprint } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { useSignInWithPasskey } from '../api/sign-in-with-passkey';
import { useVerifySecondFactor } from '../api/verify-second-factor';
import { browserOffersPasskeys, passkeyFailureText } from '../lib/passkeys';

/**
 * The second step of a staff sign-in: a code from the app, a recovery code, or a passkey where the
 * browser offers them. `onSignedOut` is called when too many wrong codes ended the session.
 */
export function SecondFactorStep({ onDone, onSignedOut }: { onDone: () => void; onSignedOut: () => void }) {
  const { t } = useLingui();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fail = (error: unknown, text: string) => {
    if (hasErrorCode(error, 'STAFF_SIGN_IN_REQUIRED')) onSignedOut();
    setProblem(text);
  };
  const verify = useVerifySecondFactor();
  const passkey = useSignInWithPasskey();
  const signInWithPasskey = () => {
    setProblem(null);
    passkey.mutate(undefined, { onSuccess: onDone, onError: (error) => fail(error, passkeyFailureText(error)) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const typed = code.trim();
    if (!typed) {
      setProblem(useRecovery ? t`Please enter one of your recovery codes` : t`Please enter the 6-digit code from your app`);
      return;
    }
    verify.mutate(typed, { onSuccess: onDone, onError: (error) => fail(error, errorMessage(error, t`That code did not work`)) });
  };

  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={verify.isPending}>
        <FormField
          label={useRecovery ? t`Recovery code` : t`Code from your authenticator app`}
          hint={useRecovery ? t`One of the ten codes you saved; each works once` : t`Open the app on your phone and type the 6 digits it shows for this site`}
          error={problem ?? undefined}
        >
          <Input
            key={useRecovery ? 'recovery' : 'app'}
            autoFocus
            inputMode={useRecovery ? 'text' : 'numeric'}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={useRecovery ? 20 : 7}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </FormField>
        <Button type="submit" size="lg" disabled={verify.isPending}>
          {verify.isPending ? t`Checking...` : t`Continue`}
        </Button>
      </form>
      <Button
        type="button"
        variant="link"
        className="self-start px-0"
        onClick={() => {
          setUseRecovery((value) => !value);
          setCode('');
          setProblem(null);
        }}
      >
        {useRecovery ? t`Use a code from the app instead` : t`Use a recovery code instead`}
      </Button>
      {browserOffersPasskeys() ? (
        <Button type="button" variant="outline" onClick={signInWithPasskey} disabled={passkey.isPending}>
          <Fingerprint aria-hidden="true" />
          {passkey.isPending ? t`Waiting for the passkey...` : t`Use a passkey`}
        </Button>
      ) : null}
    </div>
  );
}
