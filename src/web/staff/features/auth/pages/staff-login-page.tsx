import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { staffLoginRequestSchema, type StaffLoginRequest } from '@shared/staff/staff-schema';
import { BrandMark } from '@/components/layout/brand-mark';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { dismissErrorToasts } from '@/hooks/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useBranding } from '@/lib/branding/get-settings';
import { useDocumentBranding } from '@/lib/branding/use-document-branding';
import { paths } from '@/lib/paths';
import { readStaffToken, storeStaffToken } from '@/lib/staff-token';
import { failureToast } from '@/staff/lib/failure-toast';
import { staffKeys } from '@/staff/lib/staff-query-keys';
import { getSecondFactorStatus } from '../api/get-second-factor-status';
import { useLogInStaff } from '../api/log-in-staff';
import { SecondFactorStep } from '../components/second-factor-step';
import { returnAddress } from './return-address';

/** Sent back here by the guard because the session still owes a code (issue 22). */
const owesCode = (state: unknown) => Boolean((state as { secondFactor?: unknown } | null)?.secondFactor) && readStaffToken() !== null;

export default function StaffLoginPage() {
  const { t } = useLingui();
  useDocumentBranding(t`Admin Sign In`);
  const { platformName, logoUrl } = useBranding();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogInStaff();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<'password' | 'code'>(() => (owesCode(location.state) ? 'code' : 'password'));
  const goOn = () => {
    // A wrong code before the right one leaves its toast behind otherwise.
    dismissErrorToasts();
    queryClient.removeQueries({ queryKey: staffKeys.all });
    void navigate(returnAddress(location.state), { replace: true });
  };
  // After the password: straight in, a code first, or setting a second factor up (issue 22).
  const nextStep = async () => {
    const status = await getSecondFactorStatus().catch(() => null);
    if (status?.step === 'verify') setStep('code');
    else if (status?.step === 'enrol') void navigate(paths.adminSecondFactorSetup, { replace: true, state: location.state });
    else goOn();
  };
  const { register, handleSubmit } = useForm<StaffLoginRequest>({
    resolver: zodResolver(staffLoginRequestSchema),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = (values: StaffLoginRequest) =>
    login.mutate(values, {
      onSuccess: () => {
        dismissErrorToasts();
        void nextStep();
      },
      onError: (error) =>
        // An answer from the server is a refusal; no answer at all is a failure to reach it.
        error instanceof ApiError
          ? failureToast(errorMessage(error, t`Authentication failed`), { title: t`Invalid credentials` })
          : failureToast(t`An error occurred during login`, { title: t`Login failed` }),
    });

  const onMissing = () => failureToast(t`Please enter both username and password`, { title: t`Missing credentials` });

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-10">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center gap-3 text-center">
          <BrandMark logoUrl={logoUrl} className="size-12" />
          <p className="text-lg font-semibold text-primary">{platformName}</p>
          <h1 className="text-2xl font-semibold">
            <Trans>Admin Sign In</Trans>
          </h1>
          <p className="text-base text-muted-foreground">
            {step === 'code' ? t`One more step: confirm it is you.` : t`For staff and case workers.`}
          </p>
        </CardHeader>
        <CardContent>
          {step === 'code' ? (
            <SecondFactorStep
              onDone={goOn}
              onSignedOut={() => {
                storeStaffToken(null);
                setStep('password');
              }}
            />
          ) : (
            <form onSubmit={handleSubmit(onSubmit, onMissing)} noValidate className="flex flex-col gap-5" aria-busy={login.isPending}>
              <FormField label={t`Username`}>
                <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...register('username')} />
              </FormField>
              <FormField label={t`Password`}>
                <Input type="password" autoComplete="current-password" {...register('password')} />
              </FormField>
              <Button type="submit" size="lg" disabled={login.isPending} className="w-full">
                <LogIn aria-hidden="true" />
                {login.isPending ? t`Signing in...` : t`Sign In`}
              </Button>
            </form>
          )}
          <p className="mt-6 text-center">
            <Link to={paths.home} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
              <Trans>Back to Home</Trans>
            </Link>
          </p>
        </CardContent>
      </Card>
    </main>
  );
}
