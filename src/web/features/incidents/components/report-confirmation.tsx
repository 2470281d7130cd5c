import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { ReportIncidentResponse } from '@shared/incidents/report-schema';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { DevMailLink } from '@/components/dev-mail-link';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { supportingDocumentsText } from '../evidence-files';

const linkClass = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

/**
 * D18: what happens to the report now. A report made while signed in as its address is on that
 * dashboard at once; any other waits until the address's owner confirms it from the mailed link,
 * or, where no mail can be sent, until staff confirm it.
 */
function ConfirmationState({ result }: { result: ReportIncidentResponse }) {
  const { t } = useLingui();
  const documents = supportingDocumentsText(result.documentsCount);
  const received = result.documentsCount > 0 ? t`We received your report with ${documents}.` : t`We received your report.`;
  if (result.confirmation === 'confirmed') {
    return (
      <p>
        <Trans>
          {received} It is on{' '}
          <Link to={paths.dashboard} className={linkClass}>
            your dashboard
          </Link>{' '}
          and in the directory with the status Open until our team reviews it.
        </Trans>
      </p>
    );
  }
  if (result.confirmation === 'email_sent') {
    return (
      <p data-testid="confirmation-state">
        <Trans>
          {received} <strong>Please check your e-mail:</strong> we sent a link to the address you gave. Open it to
          confirm that the report is yours. Until then it does not appear when that address is searched or on its
          dashboard, so nobody can put a report in someone else&apos;s name. Our team can see your report either way.
        </Trans>
      </p>
    );
  }
  // not_sent: the server has no mail server to send with, so saying "check your e-mail" would send the
  // visitor looking for a message that never comes.
  return (
    <p data-testid="confirmation-state">
      <Trans>
        {received} This site cannot send e-mail at present, so no confirmation link was sent to the address you gave.
        Until the report is confirmed it does not appear when that address is searched or on its dashboard. Your report
        is saved and our team can see it; they can confirm it with you.
      </Trans>
    </p>
  );
}

/**
 * D14: the case reference and concrete next steps, with no promise of getting money back. D20: it
 * stays until the visitor leaves.
 */
export function ReportConfirmation({ result }: { result: ReportIncidentResponse }) {
  const { t } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const reference = result.incident.caseReference;

  return (
    <section aria-labelledby="report-confirmation-title" className="flex flex-col gap-5">
      <Alert variant="success">
        <CheckCircle2 className="size-5" aria-hidden="true" />
        <AlertTitle>
          <span id="report-confirmation-title" ref={headingRef} tabIndex={-1} className="outline-none">
            <Trans>Incident Reported Successfully</Trans>
          </span>
        </AlertTitle>
        <AlertDescription className="flex flex-col gap-2">
          <p>
            <Trans>
              Your case reference is{' '}
              <strong className="whitespace-nowrap font-mono text-xl" data-testid="case-reference">
                {reference}
              </strong>
              . Please write it down: quote it whenever you contact us or an agency about this incident.
            </Trans>
          </p>
          <ConfirmationState result={result} />
        </AlertDescription>
      </Alert>
      {result.confirmationUrl ? (
        <DevMailLink url={result.confirmationUrl} title={t`confirmation link`} action={t`Confirm the report`} />
      ) : null}

      <div className="flex flex-col gap-2 text-base">
        <h2 className="text-xl font-semibold">
          <Trans>What to do next</Trans>
        </h2>
        <ol className="list-decimal space-y-2 ps-6">
          <li>
            <Trans>
              <strong>Contact your bank or payment provider</strong> as soon as you can. Tell them it was fraud and ask
              whether the payment can be stopped, recalled or disputed.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Report it to the official agency of your country</strong>, for example the FBI&apos;s IC3 in the
              United States, Action Fraud in the United Kingdom, the Canadian Anti-Fraud Centre or Scamwatch in
              Australia. The{' '}
              <Link to={paths.resources} className={linkClass}>
                Resources page
              </Link>{' '}
              lists where to report.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Keep all evidence</strong>: messages, e-mails, receipts, screenshots, transaction numbers and
              wallet addresses. Do not delete your conversations with the people involved.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Beware of recovery scams.</strong> Anyone who contacts you promising to get your money back for a
              fee is very likely another scammer. We never ask for fees, gift cards, crypto, remote access or passwords.
            </Trans>
          </li>
        </ol>
      </div>

      <div className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-base">
          <Trans>You can stay here as long as you need.</Trans>
        </p>
        <Button asChild>
          <Link to={paths.home}>
            <Trans>Back to the search</Trans>
          </Link>
        </Button>
      </div>
    </section>
  );
}
