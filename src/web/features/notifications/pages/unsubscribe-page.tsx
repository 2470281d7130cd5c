import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useBranding } from '@/lib/branding/get-settings';
import { useDocumentBranding } from '@/lib/branding/use-document-branding';
import { paths } from '@/lib/paths';
import { useUnsubscribe } from '../api/unsubscribe';

function Done() {
  const headingRef = useRef<HTMLSpanElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Alert variant="success">
      <CheckCircle2 className="size-5" aria-hidden="true" />
      <AlertTitle>
        <span ref={headingRef} tabIndex={-1} className="outline-none">
          <Trans>You are unsubscribed</Trans>
        </span>
      </AlertTitle>
      <AlertDescription className="flex flex-col gap-3">
        <p>
          <Trans>
            We will not send you any more of these e-mails. E-mails about your own case, such as a reply from your case team, will still reach
            you.
          </Trans>
        </p>
        <Button asChild variant="outline" className="self-start">
          <Link to={paths.home}>
            <Trans>Go to the home page</Trans>
          </Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/**
 * The page the unsubscribe link in a bulk e-mail opens. Opening it changes nothing (mail scanners
 * open links too); one press of the button unsubscribes. A mail program's own unsubscribe button
 * (List-Unsubscribe-Post) does it in one step without this page.
 */
export default function UnsubscribePage() {
  const { t } = useLingui();
  useDocumentBranding(t`Unsubscribe`);
  const { platformName } = useBranding();
  const { token = '' } = useParams();
  const unsubscribe = useUnsubscribe();
  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-semibold sm:text-4xl">
        <Trans>Unsubscribe</Trans>
      </h1>
      {unsubscribe.isSuccess ? (
        <Done />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Stop these e-mails?</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>
                You will no longer receive notifications sent to many people by {platformName}. E-mails about your own case will still reach
                you.
              </Trans>
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {unsubscribe.isError ? (
              <p role="alert" className="text-base text-destructive">
                {errorMessage(unsubscribe.error, t`We could not unsubscribe you. Please try again.`)}
              </p>
            ) : null}
            <Button className="self-start" onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
              {unsubscribe.isPending ? <Trans>Unsubscribing...</Trans> : <Trans>Unsubscribe</Trans>}
            </Button>
          </CardContent>
        </Card>
      )}
    </main>
  );
}
