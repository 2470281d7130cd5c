import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { STAFF_PASSWORD_MIN_LENGTH } from '@shared/limits';
import { staffSetPasswordRequestSchema, type StaffSetPasswordRequest } from '@shared/staff/staff-schema';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useDocumentBranding } from '@/lib/branding/use-document-branding';
import { paths } from '@/lib/paths';
import { useStaffPasswordLink } from '../api/get-staff-password-link';
import { useSetStaffPassword } from '../api/set-staff-password';

function SignInLink() {
  return (
    <Link to={paths.adminLogin} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
      <Trans>Go to staff sign-in</Trans>
    </Link>
  );
}

/** Where an invited or reset staff member chooses their password, from the e-mailed link. */
export default function StaffSetPasswordPage() {
  const { t } = useLingui();
  useDocumentBranding(t`Set your password`);
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const link = useStaffPasswordLink(token);
  const minLength = STAFF_PASSWORD_MIN_LENGTH;
  const setPassword = useSetStaffPassword(token);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<StaffSetPasswordRequest>({ resolver: zodResolver(staffSetPasswordRequestSchema), defaultValues: { password: '' } });

  const onSubmit = (values: StaffSetPasswordRequest) =>
    setPassword.mutate(values, {
      onError: (error) =>
        setError('password', {
          message: error instanceof ApiError ? errorMessage(error, t`The password could not be set`) : t`Unable to reach the server. Please try again.`,
        }),
    });

  let body;
  if (!token || link.isError) {
    body = (
      <Alert variant="destructive">
        <AlertTitle>
          <Trans>This link does not work</Trans>
        </AlertTitle>
        <AlertDescription className="flex flex-col gap-2">
          <p>{errorMessage(link.error, t`This link is invalid, has been used or has expired. Ask an admin to send you a new one.`)}</p>
          <SignInLink />
        </AlertDescription>
      </Alert>
    );
  } else if (link.isPending) {
    body = (
      <p role="status">
        <Trans>Checking your link…</Trans>
      </p>
    );
  } else if (setPassword.isSuccess) {
    const username = link.data.username;
    body = (
      <div role="status" className="flex flex-col gap-3 text-lg">
        <p>
          <Trans>Your password is set. You can now sign in as {username}.</Trans>
        </p>
        <SignInLink />
      </div>
    );
  } else {
    const username = link.data.username;
    body = (
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5" aria-busy={setPassword.isPending}>
        <p className="text-base">
          <Trans>
            Username: <strong className="break-all">{username}</strong>
          </Trans>
        </p>
        <FormField
          label={t`New password`}
          error={errors.password?.message}
          hint={t`At least ${minLength} characters, hard to guess, and not built on your name, your e-mail or a common password. A few unrelated words make a strong one.`}
        >
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
        <Button type="submit" size="lg" disabled={setPassword.isPending} className="w-full">
          <KeyRound aria-hidden="true" />
          {setPassword.isPending ? t`Saving...` : t`Set password`}
        </Button>
      </form>
    );
  }

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-10">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-semibold">
            <Trans>Set your password</Trans>
          </h1>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </main>
  );
}
