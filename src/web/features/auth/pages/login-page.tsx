import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginRequestSchema, type LoginRequest } from '@shared/auth/schema';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { dismissErrorToasts, toast } from '@/hooks/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useDocumentBranding } from '@/lib/branding/use-document-branding';
import { paths } from '@/lib/paths';
import { useMe } from '@/lib/session/get-me';
import { signedInNavigationState } from '@/lib/session/signed-in-navigation';
import { useLogin, type LoginInput } from '../api/login';

const REDIRECT_AFTER_MS = 1000;

// The spec's 1-second return to the dashboard stays (DECISIONS D20): "You are signed in" holds no
// reference, next steps or result to copy.
function useRedirectWhen(done: boolean, to: string) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!done) return;
    // The dashboard reads this state and puts focus on its heading, not the top of the page.
    const timer = setTimeout(() => void navigate(to, { state: signedInNavigationState }), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [done, navigate, to]);
}

/**
 * Where to go once signed in: the page the sign-in guard sent the visitor from (a mailed link to a
 * case's tab, say), if it is one of ours; else the dashboard.
 */
export function returnPathOf(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login') ? from : paths.dashboard;
}

function AlreadySignedIn({ email }: { email: string }) {
  return (
    <Alert variant="info" role="status">
      <AlertTitle>
        <Trans>You are already signed in</Trans>
      </AlertTitle>
      <AlertDescription className="flex flex-col gap-2">
        <p>
          <Trans>
            Signed in as <strong className="break-all">{email}</strong>.
          </Trans>
        </p>
        <Link to={paths.dashboard} className="self-start underline underline-offset-4 hover:no-underline">
          <Trans>Go to your dashboard</Trans>
        </Link>
      </AlertDescription>
    </Alert>
  );
}

export default function LoginPage() {
  const { t } = useLingui();
  useDocumentBranding(t`Sign In`);
  const me = useMe();
  const login = useLogin();
  const [signedIn, setSignedIn] = useState(false);
  const location = useLocation();
  useRedirectWhen(signedIn, returnPathOf(location.state));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest, unknown, LoginInput>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = (values: LoginInput) =>
    login.mutate(values, {
      onSuccess: () => {
        dismissErrorToasts();
        setSignedIn(true);
      },
      onError: (error) =>
        toast({
          title: t`Login Failed`,
          // A server that cannot be reached is not a wrong password; say which it is.
          description:
            error instanceof ApiError
              ? errorMessage(error, t`Invalid email or password`)
              : t`Unable to reach the server. Please check your connection and try again.`,
          variant: 'destructive',
        }),
    });

  const busy = login.isPending || signedIn;

  return (
    <main id="main" className="mx-auto flex max-w-lg flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold sm:text-4xl">
          <Trans>Sign In</Trans>
        </h1>
        <p className="text-lg text-muted-foreground">
          <Trans>Sign in to follow your cases and applications.</Trans>
        </p>
      </div>
      {me.data && !signedIn ? <AlreadySignedIn email={me.data.user.email} /> : null}
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Your account</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {signedIn ? (
            <p role="status" className="text-lg">
              <Trans>You are signed in. Taking you to your dashboard...</Trans>
            </p>
          ) : (
            <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5" aria-busy={busy}>
              <FormField label={t`E-mail address`} error={errors.email?.message}>
                <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
              </FormField>
              <FormField label={t`Password`} error={errors.password?.message}>
                <Input type="password" autoComplete="current-password" {...register('password')} />
              </FormField>
              <Button type="submit" size="lg" disabled={busy} className="w-full">
                <LogIn aria-hidden="true" />
                {login.isPending ? <Trans>Signing in...</Trans> : <Trans>Sign In</Trans>}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
      <p className="text-base">
        <Trans>
          No account yet? An account is created when you apply for recovery and verify your e-mail address.{' '}
          <Link to={paths.recovery} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
            Start the recovery process
          </Link>
        </Trans>
      </p>
    </main>
  );
}
