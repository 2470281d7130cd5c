import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { formatApplicationReference } from '@shared/applications/schema';
import { DevMailLink } from '@/components/dev-mail-link';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import type { RecoveryApplicationResponse } from '../api/submit-recovery-application';

/** What the applicant sees once the application is in: where it stands and what comes next. */
export function ApplicationSent({ response, email }: { response: RecoveryApplicationResponse; email: string }) {
  const { t } = useLingui();
  const reference = formatApplicationReference(response.id);
  return (
    <div className="flex flex-col gap-5" role="status">
      {response.requiresVerification && response.verificationSent === false && !response.verificationUrl ? (
        <Alert variant="warning">
          <MailCheck className="size-5" aria-hidden="true" />
          <AlertTitle>
            <Trans>Application saved, no e-mail sent</Trans>
          </AlertTitle>
          <AlertDescription>
            <Trans>
              Your application {reference} is saved and the team can see it. This site cannot send e-mail at the moment,
              so no verification link was sent to <strong className="break-all">{email}</strong>. You need that link to
              follow your application from a dashboard; please try again later.
            </Trans>
          </AlertDescription>
        </Alert>
      ) : response.requiresVerification ? (
        <Alert variant="info">
          <MailCheck className="size-5" aria-hidden="true" />
          <AlertTitle>
            <Trans>Email Verification Required</Trans>
          </AlertTitle>
          <AlertDescription className="flex flex-col gap-2">
            <p>
              <Trans>
                Your application {reference} is saved. We have sent a verification link to{' '}
                <strong className="break-all">{email}</strong>. Please check your e-mail and open the link to confirm
                your address and create your profile; then you can follow your application from your dashboard.
              </Trans>
            </p>
          </AlertDescription>
        </Alert>
      ) : (
        <Alert variant="success">
          <CheckCircle2 className="size-5" aria-hidden="true" />
          <AlertTitle>
            <Trans>Application Submitted</Trans>
          </AlertTitle>
          <AlertDescription>
            <Trans>Your recovery application has been submitted successfully. Your reference is {reference}.</Trans>
          </AlertDescription>
        </Alert>
      )}
      {response.verificationUrl ? (
        <DevMailLink url={response.verificationUrl} title={t`verification link`} action={t`Continue Email Verification`} />
      ) : null}
      <div className="flex flex-col gap-2 text-base">
        <h2 className="text-xl font-semibold">
          <Trans>What happens next</Trans>
        </h2>
        <ul className="list-disc space-y-1 ps-6">
          <li>
            <Trans>A member of our team reviews your application and aims to reply within 48 hours.</Trans>
          </li>
          <li>
            <Trans>Our help is free. We will never ask you to pay a fee to recover your money.</Trans>
          </li>
          <li>
            <Trans>We cannot promise that any money will be recovered, but we will tell you honestly what can be done.</Trans>
          </li>
          <li>
            <Trans>Keep every message, receipt and screenshot about what happened: they are your evidence.</Trans>
          </li>
        </ul>
      </div>
      {response.requiresVerification ? null : (
        <Button asChild variant="outline" className="self-start">
          <Link to={paths.dashboard}>
            <Trans>Go to your dashboard</Trans>
          </Link>
        </Button>
      )}
    </div>
  );
}
