import { zodResolver } from '@hookform/resolvers/zod';
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

const signInLink = (
  <Link to={paths.adminLogin} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
    Go to staff sign-in
  </Link>
);

/** Where an invited or reset staff member chooses their password, from the e-mailed link. */
export default function StaffSetPasswordPage() {
  useDocumentBranding('Set your password');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const link = useStaffPasswordLink(token);
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
          message: error instanceof ApiError ? errorMessage(error, 'The password could not be set') : 'Unable to reach the server. Please try again.',
        }),
    });

  let body;
  if (!token || link.isError) {
    body = (
      <Alert variant="destructive">
        <AlertTitle>This link does not work</AlertTitle>
        <AlertDescription className="flex flex-col gap-2">
          <p>{errorMessage(link.error, 'This link is invalid, has been used or has expired. Ask an admin to send you a new one.')}</p>
          {signInLink}
        </AlertDescription>
      </Alert>
    );
  } else if (link.isPending) {
    body = <p role="status">Checking your link…</p>;
  } else if (setPassword.isSuccess) {
    body = (
      <div role="status" className="flex flex-col gap-3 text-lg">
        <p>Your password is set. You can now sign in as {link.data.username}.</p>
        {signInLink}
      </div>
    );
  } else {
    body = (
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5" aria-busy={setPassword.isPending}>
        <p className="text-base">
          Username: <strong className="break-all">{link.data.username}</strong>
        </p>
        <FormField
          label="New password"
          error={errors.password?.message}
          hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters, hard to guess, and not built on your name, your e-mail or a common password. A few unrelated words make a strong one.`}
        >
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
        <Button type="submit" size="lg" disabled={setPassword.isPending} className="w-full">
          <KeyRound aria-hidden="true" />
          {setPassword.isPending ? 'Saving...' : 'Set password'}
        </Button>
      </form>
    );
  }

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-10">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-semibold">Set your password</h1>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </main>
  );
}
