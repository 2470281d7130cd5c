import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { useDocumentBranding } from '@/lib/branding/use-document-branding';
import { paths } from '@/lib/paths';
import { useStopByLink, useWatchesByStopLink } from '../api/stop-by-link';

function NothingLeft({ afterStopping }: { afterStopping: boolean }) {
  const headingRef = useRef<HTMLSpanElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Alert variant="success">
      <CheckCircle2 className="size-5" aria-hidden="true" />
      <AlertTitle>
        <span ref={headingRef} tabIndex={-1} className="outline-none">
          {afterStopping ? <Trans>Stopped</Trans> : <Trans>Nothing to stop</Trans>}
        </span>
      </AlertTitle>
      <AlertDescription className="flex flex-col gap-3">
        <p>
          <Trans>
            You will get no more news e-mails from us. E-mails about your own case, such as a reply from your case team, still reach you.
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
 * The page the stop link of a news e-mail opens (issue 27, D19). Opening it changes nothing (mail
 * scanners open links too): it lists what the person asked to hear about, with a button for each
 * and one for all. A mail program's own unsubscribe button (List-Unsubscribe-Post) stops all at once.
 */
export default function StopNewsPage() {
  const { t } = useLingui();
  useDocumentBranding(t`Stop News E-mails`);
  const { token = '' } = useParams();
  const list = useWatchesByStopLink(token);
  const stop = useStopByLink(token);
  const [stopped, setStopped] = useState<string[]>([]);
  const [stoppedAll, setStoppedAll] = useState(false);

  const stoppedNames = stopped.join(', ');
  let content;
  if (list.isPending) {
    content = (
      <div role="status" aria-label={t`Loading`} className="flex flex-col gap-3">
        <Skeleton className="h-24" />
      </div>
    );
  } else if (list.isError) {
    content = hasErrorCode(list.error, 'UNSUBSCRIBE_LINK_INVALID') ? (
      <Alert variant="info" role="alert">
        <AlertTitle>
          <Trans>This link is not valid</Trans>
        </AlertTitle>
        <AlertDescription>
          <Trans>Please use the link in the most recent news e-mail from us.</Trans>
        </AlertDescription>
      </Alert>
    ) : (
      <Alert variant="destructive" role="alert">
        <AlertTitle>
          <Trans>This page could not be loaded</Trans>
        </AlertTitle>
        <AlertDescription>
          <Trans>Please try again in a few minutes.</Trans>
        </AlertDescription>
      </Alert>
    );
  } else if (stoppedAll || list.data.watches.length === 0) {
    content = <NothingLeft afterStopping={stoppedAll || stopped.length > 0} />;
  } else {
    content = (
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>What you asked to hear about</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Stop one, or all of them. E-mails about your own case still reach you.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <ul className="flex flex-col gap-2">
            {list.data.watches.map(({ id, label }) => (
              <li key={id} className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between">
                <span className="text-base [overflow-wrap:anywhere]">{label}</span>
                <Button
                  variant="outline"
                  className="self-start sm:self-auto"
                  disabled={stop.isPending}
                  aria-label={t`Stop e-mails about ${label}`}
                  onClick={() => stop.mutate(id, { onSuccess: () => setStopped((names) => [...names, label]) })}
                >
                  <Trans>Stop</Trans>
                </Button>
              </li>
            ))}
          </ul>
          {stop.isError ? (
            <p role="alert" className="text-base text-destructive">
              {errorMessage(stop.error, t`We could not stop this. Please try again.`)}
            </p>
          ) : null}
          <Button className="self-start" disabled={stop.isPending} onClick={() => stop.mutate(null, { onSuccess: () => setStoppedAll(true) })}>
            <Trans>Stop all news e-mails</Trans>
          </Button>
          <p role="status" className="text-base">
            {stoppedNames ? t`Stopped: ${stoppedNames}.` : ''}
          </p>
        </CardContent>
      </Card>
    );
  }

  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-semibold sm:text-4xl">
        <Trans>Stop news e-mails</Trans>
      </h1>
      {content}
    </main>
  );
}
