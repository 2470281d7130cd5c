import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ScamWarning } from '@/components/layout/scam-warning';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useDocumentBranding } from '@/lib/branding/use-document-branding';
import { useMe } from '@/lib/session/get-me';
import { useSubmitRecoveryApplication, type RecoveryApplication } from '../api/submit-recovery-application';
import { ApplicationSent } from '../components/application-sent';
import { RecoveryForm } from '../components/recovery-form';
import { readRecoveryPrefill, withSessionEmail } from '../recovery-prefill';

export default function RecoveryPage() {
  const { t } = useLingui();
  useDocumentBranding(t`Apply for Recovery`);
  const [params] = useSearchParams();
  const sessionEmail = useMe().data?.user.email;
  const prefill = useMemo(() => withSessionEmail(readRecoveryPrefill(params), sessionEmail), [params, sessionEmail]);
  const submission = useSubmitRecoveryApplication();
  const [submittedEmail, setSubmittedEmail] = useState('');

  const onSubmit = (application: RecoveryApplication) => {
    setSubmittedEmail(application.email);
    submission.mutate(application, {
      onSuccess: (response) => {
        window.scrollTo({ top: 0 });
        if (response.requiresVerification && response.verificationSent === false && !response.verificationUrl) {
          toast({
            title: t`Application saved`,
            description: t`This site cannot send e-mail at the moment, so no verification link was sent.`,
          });
        } else if (response.requiresVerification) {
          toast({
            title: t`Email Verification Required`,
            description: response.verificationUrl ? (
              <Trans>
                Please check your email to verify your address. Development mode:{' '}
                <a href={response.verificationUrl} className="underline underline-offset-4">
                  open the verification link
                </a>
                .
              </Trans>
            ) : (
              t`Please check your email to verify your address and continue.`
            ),
            duration: response.verificationUrl ? 10_000 : undefined,
          });
        } else {
          const name = application.fullName;
          toast({
            title: t`Application Submitted`,
            description: t`${name}, your recovery application has been submitted successfully!`,
          });
        }
      },
      onError: (error) =>
        toast({
          title: t`Submission Failed`,
          description: errorMessage(error, t`Unable to submit your application. Please try again.`),
          variant: 'destructive',
        }),
    });
  };

  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-semibold sm:text-4xl">
          <Trans>Apply for Recovery Assistance</Trans>
        </h1>
        <p className="text-lg text-muted-foreground">
          <Trans>
            Tell us what happened. Our team reviews every application and aims to reply within 48 hours. Asking for
            help is free, and we cannot promise that any money will be recovered.
          </Trans>
        </p>
      </div>
      <ScamWarning inFlow />
      {submission.isSuccess ? (
        <ApplicationSent response={submission.data} email={submittedEmail} />
      ) : (
        <RecoveryForm prefill={prefill} busy={submission.isPending} onSubmit={onSubmit} />
      )}
    </main>
  );
}
