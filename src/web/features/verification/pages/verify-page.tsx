import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, LinkIcon, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/hooks/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useDocumentBranding } from '@/lib/branding/use-document-branding';
import { paths } from '@/lib/paths';
import { signedInNavigationState } from '@/lib/session/signed-in-navigation';
import { storeUser } from '@/lib/session/stored-user';
import { useCompleteProfile } from '../api/complete-profile';
import { useVerifyToken } from '../api/verify-token';
import { ProfileForm, type ProfileValues } from '../components/profile-form';

const REDIRECT_AFTER_MS = 2000;

// The spec's 2-second return to the dashboard stays (DECISIONS D20): the success message holds no
// reference, next steps or result to copy, and the dashboard is where the victim's next steps are.
function useRedirectWhen(done: boolean, to: string) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!done) return;
    // Creating the profile signs the victim in: the dashboard then starts focus at its heading.
    const timer = setTimeout(() => void navigate(to, { state: signedInNavigationState }), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [done, navigate, to]);
}

function Verifying() {
  return (
    <div role="status" className="flex items-center gap-3 text-lg">
      <LoaderCircle className="size-6 animate-spin text-primary motion-reduce:animate-none" aria-hidden="true" />
      <Trans>Checking your verification link...</Trans>
    </div>
  );
}

function InvalidLink() {
  return (
    <Alert variant="destructive" role="alert">
      <LinkIcon className="size-5" aria-hidden="true" />
      <AlertTitle>
        <Trans>Verification link not valid</Trans>
      </AlertTitle>
      <AlertDescription className="flex flex-col gap-3">
        <p>
          <Trans>This verification link is invalid or has expired. Please submit a new recovery application.</Trans>
        </p>
        {/* Buttons keep to one line by default; on a 390 px phone this one would push the page sideways. */}
        <Button asChild variant="outline" className="h-auto self-start whitespace-normal">
          <Link to={paths.recovery}>
            <Trans>Submit a new recovery application</Trans>
          </Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}

function ProfileCreated() {
  return (
    <Alert variant="success" role="status">
      <CheckCircle2 className="size-5" aria-hidden="true" />
      <AlertTitle>
        <Trans>Profile created</Trans>
      </AlertTitle>
      <AlertDescription className="flex flex-col gap-3">
        <p>
          <Trans>Your e-mail address is verified and you are signed in. Taking you to your dashboard...</Trans>
        </p>
        <Link to={paths.dashboard} className="self-start underline underline-offset-4 hover:no-underline">
          <Trans>Go to your dashboard now</Trans>
        </Link>
      </AlertDescription>
    </Alert>
  );
}

export default function VerifyPage() {
  const { t } = useLingui();
  useDocumentBranding(t`Create Your Profile`);
  const [params] = useSearchParams();
  const token = params.get('token');
  const check = useVerifyToken(token);
  const completion = useCompleteProfile();
  const [created, setCreated] = useState(false);
  useRedirectWhen(created, paths.dashboard);

  const onSubmit = (profile: ProfileValues) => {
    if (!token) return;
    completion.mutate(
      { token, profile },
      {
        onSuccess: ({ user }) => {
          storeUser({ email: user.email });
          setCreated(true);
        },
        onError: (error) =>
          toast({
            title: t`Error`,
            description:
              error instanceof ApiError
                ? errorMessage(error, t`Failed to create profile`)
                : t`An error occurred while creating your profile`,
            variant: 'destructive',
          }),
      },
    );
  };

  const verifiedEmail = check.data?.email;
  const invalid = !token || check.isError || (check.isSuccess && !check.data.valid);
  let body;
  if (created) body = <ProfileCreated />;
  else if (invalid) body = <InvalidLink />;
  else if (check.isPending) body = <Verifying />;
  else
    body = (
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Your details</Trans>
          </CardTitle>
          {check.data?.email ? (
            <CardDescription>
              <Trans>
                Verified e-mail address: <strong className="break-all text-foreground">{verifiedEmail}</strong>
              </Trans>
            </CardDescription>
          ) : null}
        </CardHeader>
        <CardContent>
          <ProfileForm email={check.data?.email} busy={completion.isPending} onSubmit={onSubmit} />
        </CardContent>
      </Card>
    );

  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold sm:text-4xl">
          <Trans>Create Your Profile</Trans>
        </h1>
        <p className="text-lg text-muted-foreground">
          <Trans>A profile lets you follow your application and your cases, and message the team. It is free.</Trans>
        </p>
      </div>
      {body}
    </main>
  );
}
