import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, LinkIcon, LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useDocumentBranding } from '@/lib/branding/use-document-branding';
import { formatDate } from '@/lib/i18n/format';
import { paths } from '@/lib/paths';
import { useConfirmReport } from '../api/confirm-report';
import { useReportConfirmation } from '../api/get-report-confirmation';

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
            A confirmation link works once and for 7 days. If you already confirmed your report, there is nothing
            more to do: it is linked to your address. If you did not, our team can still see your report and confirm
            it with you.
          </Trans>
        </p>
        <Button asChild variant="outline" className="self-start">
          <Link to={paths.home}>
            <Trans>Go to the search</Trans>
          </Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}

function Confirmed({ caseReference }: { caseReference: string }) {
  const headingRef = useRef<HTMLSpanElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Alert variant="success">
      <CheckCircle2 className="size-5" aria-hidden="true" />
      <AlertTitle>
        <span ref={headingRef} tabIndex={-1} className="outline-none">
          <Trans>Report confirmed</Trans>
        </span>
      </AlertTitle>
      <AlertDescription className="flex flex-col gap-3">
        <p>
          <Trans>
            Thank you. Report <strong className="whitespace-nowrap font-mono">{caseReference}</strong> is now linked to
            your e-mail address: it appears when you search your address, and on your dashboard when you sign in.
          </Trans>
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild>
            <Link to={paths.home}>
              <Trans>Search your address</Trans>
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.dashboard}>
              <Trans>Go to your dashboard</Trans>
            </Link>
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}

/**
 * D18: the page behind the link in the report confirmation mail. Opening it changes nothing (mail
 * scanners open links too); the report is confirmed only when its owner presses the button.
 */
export default function ConfirmReportPage() {
  const { t } = useLingui();
  useDocumentBranding(t`Confirm a Report`);
  const [params] = useSearchParams();
  const token = params.get('token');
  const details = useReportConfirmation(token);
  const confirm = useConfirmReport();

  let content;
  if (confirm.data) {
    content = <Confirmed caseReference={confirm.data.caseReference} />;
  } else if (!token || details.data?.valid === false) {
    content = <InvalidLink />;
  } else if (details.isPending) {
    content = (
      <div role="status" className="flex items-center gap-3 text-lg">
        <LoaderCircle className="size-6 animate-spin text-primary motion-reduce:animate-none" aria-hidden="true" />
        <Trans>Checking your confirmation link...</Trans>
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
    const report = details.data;
    content = (
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Did you make this report?</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Someone used your e-mail address to report a fraud incident to us. Confirm it only if it was you.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-base">
            <dt className="text-muted-foreground">
              <Trans>Case reference</Trans>
            </dt>
            <dd className="font-mono">{report.caseReference}</dd>
            <dt className="text-muted-foreground">
              <Trans>Platform</Trans>
            </dt>
            <dd className="break-words">{report.platformName}</dd>
            <dt className="text-muted-foreground">
              <Trans>Incident date</Trans>
            </dt>
            <dd>{formatDate(report.incidentDate)}</dd>
          </dl>
          {confirm.isError ? (
            <p role="alert" className="text-base text-destructive">
              {errorMessage(confirm.error, t`We could not confirm the report. Please try again.`)}
            </p>
          ) : null}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button onClick={() => confirm.mutate(token)} disabled={confirm.isPending}>
              {confirm.isPending ? t`Confirming...` : t`Yes, this is my report`}
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.home}>
                <Trans>No, this was not me</Trans>
              </Link>
            </Button>
          </div>
          <p className="text-base text-muted-foreground">
            <Trans>
              If it was not you, you do not need to do anything: the report will not be linked to your address.
            </Trans>
          </p>
        </CardContent>
      </Card>
    );
  }

  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-semibold sm:text-4xl">
        <Trans>Confirm a report</Trans>
      </h1>
      {content}
    </main>
  );
}
