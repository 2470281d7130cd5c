import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, LinkIcon, LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { WatchConfirmed } from '@shared/watches/schema';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useDocumentBranding } from '@/lib/branding/use-document-branding';
import { paths } from '@/lib/paths';
import { useConfirmWatch, useWatchConfirmation } from '../api/confirm-watch';

function InvalidLink() {
  return (
    <Alert variant="info" role="alert">
      <LinkIcon className="size-5" aria-hidden="true" />
      <AlertTitle>
        <Trans>This link cannot be used any more</Trans>
      </AlertTitle>
      <AlertDescription className="flex flex-col gap-3">
        <p>
          <Trans>
            A confirmation link works once and for 7 days. If you already confirmed, there is nothing more to do. If not, you can ask again on
            the platform’s page.
          </Trans>
        </p>
        <Button asChild variant="outline" className="self-start">
          <Link to={`${paths.resources}#reported-platforms`}>
            <Trans>Platforms with a page</Trans>
          </Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}

function Confirmed({ result }: { result: WatchConfirmed }) {
  const platformName = result.platformName;
  const headingRef = useRef<HTMLSpanElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Alert variant="success">
      <CheckCircle2 className="size-5" aria-hidden="true" />
      <AlertTitle>
        <span ref={headingRef} tabIndex={-1} className="outline-none">
          <Trans>Confirmed</Trans>
        </span>
      </AlertTitle>
      <AlertDescription className="flex flex-col gap-3">
        <p>
          <Trans>
            We will write when a new report about <strong className="[overflow-wrap:anywhere]">{platformName}</strong> is confirmed: at
            most once a day. Each e-mail has a link to stop them.
          </Trans>
        </p>
        {result.platformSlug ? (
          <Button asChild variant="outline" className="self-start">
            <Link to={paths.platform(result.platformSlug)}>
              <Trans>Back to the platform’s page</Trans>
            </Link>
          </Button>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}

/**
 * D18: the page behind the link in the mail that confirms a request for news. Opening it changes
 * nothing (mail scanners open links too); the request counts only when its owner presses the button.
 */
export default function ConfirmNewsPage() {
  const { t } = useLingui();
  useDocumentBranding(t`Confirm Your Request`);
  const [params] = useSearchParams();
  const token = params.get('token');
  const details = useWatchConfirmation(token);
  const confirm = useConfirmWatch();

  let content;
  if (confirm.data) {
    content = <Confirmed result={confirm.data} />;
  } else if (!token || details.data?.valid === false) {
    content = <InvalidLink />;
  } else if (details.isPending) {
    content = (
      <div role="status" className="flex items-center gap-3 text-lg">
        <LoaderCircle className="size-6 animate-spin text-primary motion-reduce:animate-none" aria-hidden="true" />
        <Trans>Checking your link...</Trans>
      </div>
    );
  } else if (details.isError || !details.data?.valid) {
    content = (
      <Alert variant="destructive" role="alert">
        <AlertTitle>
          <Trans>We could not check this link</Trans>
        </AlertTitle>
        <AlertDescription>
          <Trans>Please try again in a few minutes.</Trans>
        </AlertDescription>
      </Alert>
    );
  } else {
    const platformName = details.data.platformName;
    content = (
      <Card>
        <CardHeader>
          <CardTitle className="[overflow-wrap:anywhere]">
            <Trans>News about {platformName}?</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              Someone asked us, with your e-mail address, to write when new reports about this platform are confirmed. Confirm only if it was
              you.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <p className="text-base">
            <Trans>We write at most once a day, only when there is news, and never say who reported or what they wrote.</Trans>
          </p>
          {confirm.isError ? (
            <p role="alert" className="text-base text-destructive">
              {errorMessage(confirm.error, t`We could not confirm this. Please try again.`)}
            </p>
          ) : null}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button onClick={() => confirm.mutate(token)} disabled={confirm.isPending}>
              {confirm.isPending ? <Trans>Confirming...</Trans> : <Trans>Yes, send me news</Trans>}
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.home}>
                <Trans>No, this was not me</Trans>
              </Link>
            </Button>
          </div>
          <p className="text-base text-muted-foreground">
            <Trans>If it was not you, you do not need to do anything: nothing will be sent.</Trans>
          </p>
        </CardContent>
      </Card>
    );
  }

  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-semibold sm:text-4xl">
        <Trans>Confirm your request</Trans>
      </h1>
      {content}
    </main>
  );
}
