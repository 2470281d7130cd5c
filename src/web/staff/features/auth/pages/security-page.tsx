import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { useDocumentBranding } from '@/lib/branding/use-document-branding';
import { failureToast } from '@/staff/lib/failure-toast';
import { staffKeys } from '@/staff/lib/staff-query-keys';
import { useSecondFactorStatus } from '../api/get-second-factor-status';
import { useRemovePasskey } from '../api/remove-passkey';
import { useRemoveTotp } from '../api/remove-totp';
import { useRenewRecoveryCodes } from '../api/renew-recovery-codes';
import { AddPasskey } from '../components/passkey-button';
import { RecoveryCodesPanel } from '../components/recovery-codes-panel';
import { TotpEnrolment } from '../components/totp-enrolment';

const dateText = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** A staff member's own sign-in security: authenticator app, passkeys and recovery codes. */
export default function SecurityPage() {
  useDocumentBranding('Security');
  const queryClient = useQueryClient();
  const status = useSecondFactorStatus();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [addingApp, setAddingApp] = useState(false);
  // The enrolment form closes only once the status says the app is set up, so the page never
  // flashes "No authenticator app is set up" between the two.
  const added = async (recoveryCodes: string[] | null) => {
    if (recoveryCodes) setCodes(recoveryCodes);
    await queryClient.invalidateQueries({ queryKey: staffKeys.secondFactor });
    setAddingApp(false);
  };
  const dropApp = useRemoveTotp();
  const dropPasskey = useRemovePasskey();
  const renew = useRenewRecoveryCodes();
  const removeApp = () =>
    dropApp.mutate(undefined, {
      onSuccess: () => toast({ title: 'Authenticator app removed' }),
      onError: (error) => failureToast('Failed to remove the app', { error }),
    });
  const removePasskey = (id: number) =>
    dropPasskey.mutate(id, {
      onSuccess: () => toast({ title: 'Passkey removed' }),
      onError: (error) => failureToast('Failed to remove the passkey', { error }),
    });
  const renewCodes = () =>
    renew.mutate(undefined, {
      onSuccess: (result) => setCodes(result.recoveryCodes),
      onError: (error) => failureToast('Failed to make new codes', { error }),
    });

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Security</h1>
        <p className="text-muted-foreground">How you confirm it is you when you sign in.</p>
      </div>
      {codes ? (
        <Card>
          <CardContent className="pt-6">
            <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />
          </CardContent>
        </Card>
      ) : null}
      {status.isPending ? (
        <Skeleton className="h-40" />
      ) : status.data ? (
        <>
          {status.data.required ? (
            <Alert>
              <AlertDescription>Your organisation requires a second way to sign in for all staff.</AlertDescription>
            </Alert>
          ) : null}
          <Card>
            <CardHeader>
              <h2 className="text-lg font-semibold">Authenticator app</h2>
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              {status.data.totp ? (
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p>An authenticator app is set up.</p>
                  <Button variant="outline" onClick={removeApp} disabled={dropApp.isPending}>
                    <Trash2 aria-hidden="true" /> Remove the app
                  </Button>
                </div>
              ) : addingApp ? (
                <TotpEnrolment onDone={(recoveryCodes) => void added(recoveryCodes)} />
              ) : (
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p>No authenticator app is set up.</p>
                  <Button onClick={() => setAddingApp(true)}>Set up an app</Button>
                </div>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <h2 className="text-lg font-semibold">Passkeys</h2>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              {status.data.passkeys.length === 0 ? (
                <p>No passkeys yet.</p>
              ) : (
                <ul className="flex flex-col divide-y rounded-md border">
                  {status.data.passkeys.map((passkey) => (
                    <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                      <div>
                        <p className="font-medium">{passkey.name}</p>
                        <p className="text-sm text-muted-foreground">
                          Added {dateText(passkey.createdAt)}
                          {passkey.lastUsedAt ? `, last used ${dateText(passkey.lastUsedAt)}` : ', not used yet'}
                        </p>
                      </div>
                      <Button variant="outline" size="sm" onClick={() => removePasskey(passkey.id)} disabled={dropPasskey.isPending} aria-label={`Remove passkey ${passkey.name}`}>
                        <Trash2 aria-hidden="true" /> Remove
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              {typeof window.PublicKeyCredential === 'function' ? (
                <AddPasskey onAdded={(recoveryCodes) => void added(recoveryCodes)} />
              ) : (
                <p className="text-sm text-muted-foreground">This browser does not offer passkeys.</p>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <h2 className="text-lg font-semibold">Recovery codes</h2>
            </CardHeader>
            <CardContent className="flex flex-wrap items-center justify-between gap-3">
              <p>
                {status.data.totp || status.data.passkeys.length > 0
                  ? `${status.data.recoveryCodesLeft} of 10 codes left.`
                  : 'You get recovery codes when you set up an app or a passkey.'}
              </p>
              {status.data.totp || status.data.passkeys.length > 0 ? (
                <Button variant="outline" onClick={renewCodes} disabled={renew.isPending}>
                  Make new codes
                </Button>
              ) : null}
            </CardContent>
          </Card>
        </>
      ) : (
        <p role="alert">Your security settings could not be loaded. Please reload the page.</p>
      )}
    </div>
  );
}
