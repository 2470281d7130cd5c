import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { readStaffToken } from '@/lib/staff-token';
import { useDocumentBranding } from '@/lib/branding/use-document-branding';
import { paths } from '@/lib/paths';
import { staffKeys } from '@/staff/lib/staff-query-keys';
import { signOutStaff } from '@/staff/lib/staff-session';
import { AddPasskey } from '../components/passkey-button';
import { RecoveryCodesPanel } from '../components/recovery-codes-panel';
import { TotpEnrolment } from '../components/totp-enrolment';
import { FreshConfirmation } from '../components/fresh-confirmation-dialog';
import { returnAddress } from './return-address';

/**
 * Where a staff member lands on the first sign-in when the organisation requires a second factor:
 * set up an authenticator app (or a passkey), save the recovery codes, then go on.
 */
export default function SecondFactorSetupPage() {
  const { t } = useLingui();
  useDocumentBranding(t`Set up a second way to sign in`);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [codes, setCodes] = useState<string[] | null>(null);
  if (!readStaffToken()) return <Navigate to={paths.adminLogin} replace />;

  const goOn = () => {
    void queryClient.invalidateQueries({ queryKey: staffKeys.all });
    void navigate(returnAddress(location.state), { replace: true });
  };
  const done = (recoveryCodes: string[] | null) => (recoveryCodes ? setCodes(recoveryCodes) : goOn());

  return (
    <main id="main" className="flex min-h-screen items-start justify-center bg-muted/40 px-4 py-10">
      <FreshConfirmation />
      <Card className="w-full max-w-lg">
        <CardHeader className="gap-2">
          <h1 className="text-2xl font-semibold">
            <Trans>Set up a second way to sign in</Trans>
          </h1>
          <p className="text-muted-foreground">
            <Trans>
              Your organisation asks staff to confirm each sign-in with a phone app or a passkey, so victims&apos; details stay safe even if a
              password is guessed. This takes about two minutes.
            </Trans>
          </p>
        </CardHeader>
        <CardContent className="flex flex-col gap-8">
          {codes ? (
            <RecoveryCodesPanel codes={codes} onDone={goOn} doneLabel={t`I have saved my codes, continue`} />
          ) : (
            <>
              <section aria-labelledby="app-heading" className="flex flex-col gap-3">
                <h2 id="app-heading" className="text-lg font-semibold">
                  <Trans>Authenticator app</Trans>
                </h2>
                <TotpEnrolment onDone={done} />
              </section>
              <AddPasskeySection onAdded={done} />
            </>
          )}
          <p>
            <Link
              to={paths.adminLogin}
              onClick={(event) => {
                event.preventDefault();
                void signOutStaff({ queryClient, navigate: (to) => void navigate(to) });
              }}
              className="font-medium text-primary underline underline-offset-4 hover:no-underline"
            >
              <Trans>Sign out</Trans>
            </Link>
          </p>
        </CardContent>
      </Card>
    </main>
  );
}

function AddPasskeySection({ onAdded }: { onAdded: (codes: string[] | null) => void }) {
  if (typeof window === 'undefined' || typeof window.PublicKeyCredential !== 'function') return null;
  return (
    <section aria-labelledby="passkey-heading" className="flex flex-col gap-3">
      <h2 id="passkey-heading" className="text-lg font-semibold">
        <Trans>Or a passkey</Trans>
      </h2>
      <p>
        <Trans>A passkey uses this device&apos;s fingerprint, face or screen lock, or a security key.</Trans>
      </p>
      <AddPasskey onAdded={onAdded} />
    </section>
  );
}
