import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import type { PasskeySummary } from '@shared/auth/second-factor';
import { useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { useDocumentBranding } from '@/lib/branding/use-document-branding';
import { formatDate, formatNumber } from '@/lib/i18n/format';
import { failureToast } from '@/staff/lib/failure-toast';
import { staffKeys } from '@/staff/lib/staff-query-keys';
import { useSecondFactorStatus } from '../api/get-second-factor-status';
import { useRemovePasskey } from '../api/remove-passkey';
import { useRemoveTotp } from '../api/remove-totp';
import { useRenewRecoveryCodes } from '../api/renew-recovery-codes';
import { AddPasskey } from '../components/passkey-button';
import { RecoveryCodesPanel } from '../components/recovery-codes-panel';
import { TotpEnrolment } from '../components/totp-enrolment';

/** One passkey: its name, when it was added and last used, and Remove. */
function PasskeyItem({ passkey, busy, onRemove }: { passkey: PasskeySummary; busy: boolean; onRemove: () => void }) {
  const { t } = useLingui();
  const added = formatDate(passkey.createdAt);
  const lastUsed = passkey.lastUsedAt ? formatDate(passkey.lastUsedAt) : null;
  const name = passkey.name;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-3">
      <div>
        <p className="font-medium">{name}</p>
        <p className="text-sm text-muted-foreground">{lastUsed ? t`Added ${added}, last used ${lastUsed}` : t`Added ${added}, not used yet`}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onRemove} disabled={busy} aria-label={t`Remove passkey ${name}`}>
        <Trash2 aria-hidden="true" /> <Trans>Remove</Trans>
      </Button>
    </li>
  );
}

/** A staff member's own sign-in security: authenticator app, passkeys and recovery codes. */
export default function SecurityPage() {
  const { t } = useLingui();
  useDocumentBranding(t`Security`);
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
  const codesLeft = formatNumber(status.data?.recoveryCodesLeft ?? 0);
  const removeApp = () =>
    dropApp.mutate(undefined, {
      onSuccess: () => toast({ title: t`Authenticator app removed` }),
      onError: (error) => failureToast(t`Failed to remove the app`, { error }),
    });
  const removePasskey = (id: number) =>
    dropPasskey.mutate(id, {
      onSuccess: () => toast({ title: t`Passkey removed` }),
      onError: (error) => failureToast(t`Failed to remove the passkey`, { error }),
    });
  const renewCodes = () =>
    renew.mutate(undefined, {
      onSuccess: (result) => setCodes(result.recoveryCodes),
      onError: (error) => failureToast(t`Failed to make new codes`, { error }),
    });

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">
          <Trans>Security</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>How you confirm it is you when you sign in.</Trans>
        </p>
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
              <AlertDescription>
                <Trans>Your organisation requires a second way to sign in for all staff.</Trans>
              </AlertDescription>
            </Alert>
          ) : null}
          <Card>
            <CardHeader>
              <h2 className="text-lg font-semibold">
                <Trans>Authenticator app</Trans>
              </h2>
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              {status.data.totp ? (
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p>
                    <Trans>An authenticator app is set up.</Trans>
                  </p>
                  <Button variant="outline" onClick={removeApp} disabled={dropApp.isPending}>
                    <Trash2 aria-hidden="true" /> <Trans>Remove the app</Trans>
                  </Button>
                </div>
              ) : addingApp ? (
                <TotpEnrolment onDone={(recoveryCodes) => void added(recoveryCodes)} />
              ) : (
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p>
                    <Trans>No authenticator app is set up.</Trans>
                  </p>
                  <Button onClick={() => setAddingApp(true)}>
                    <Trans>Set up an app</Trans>
                  </Button>
                </div>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <h2 className="text-lg font-semibold">
                <Trans>Passkeys</Trans>
              </h2>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              {status.data.passkeys.length === 0 ? (
                <p>
                  <Trans>No passkeys yet.</Trans>
                </p>
              ) : (
                <ul className="flex flex-col divide-y rounded-md border">
                  {status.data.passkeys.map((passkey) => (
                    <PasskeyItem key={passkey.id} passkey={passkey} busy={dropPasskey.isPending} onRemove={() => removePasskey(passkey.id)} />
                  ))}
                </ul>
              )}
              {typeof window.PublicKeyCredential === 'function' ? (
                <AddPasskey onAdded={(recoveryCodes) => void added(recoveryCodes)} />
              ) : (
                <p className="text-sm text-muted-foreground">
                  <Trans>This browser does not offer passkeys.</Trans>
                </p>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <h2 className="text-lg font-semibold">
                <Trans>Recovery codes</Trans>
              </h2>
            </CardHeader>
            <CardContent className="flex flex-wrap items-center justify-between gap-3">
              <p>
                {status.data.totp || status.data.passkeys.length > 0
                  ? t`${codesLeft} of 10 codes left.`
                  : t`You get recovery codes when you set up an app or a passkey.`}
              </p>
              {status.data.totp || status.data.passkeys.length > 0 ? (
                <Button variant="outline" onClick={renewCodes} disabled={renew.isPending}>
                  <Trans>Make new codes</Trans>
                </Button>
              ) : null}
            </CardContent>
          </Card>
        </>
      ) : (
        <p role="alert">
          <Trans>Your security settings could not be loaded. Please reload the page.</Trans>
        </p>
      )}
    </div>
  );
}
