import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { ReportIncidentResponse } from '@shared/incidents/report-schema';
import { paths } from '@/app/paths';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { supportingDocumentsText } from '../evidence-files';

const linkClass = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

/** D14: the case reference and concrete next steps, with no promise of getting money back. */
export function ReportConfirmation({
  result,
  redirecting,
  onStay,
}: {
  result: ReportIncidentResponse;
  redirecting: boolean;
  onStay: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const reference = result.incident.caseReference;

  return (
    <section aria-labelledby="report-confirmation-title" className="flex flex-col gap-5">
      <Alert variant="success">
        <CheckCircle2 className="size-5" aria-hidden="true" />
        <AlertTitle>
          <span id="report-confirmation-title" ref={headingRef} tabIndex={-1} className="outline-none">
            Incident Reported Successfully
          </span>
        </AlertTitle>
        <AlertDescription className="flex flex-col gap-2">
          <p>
            Your case reference is{' '}
            <strong className="whitespace-nowrap font-mono text-xl" data-testid="case-reference">
              {reference}
            </strong>
            . Please write it down: quote it whenever you contact us or an agency about this incident.
          </p>
          <p>
            We received your report with {supportingDocumentsText(result.documentsCount)}. It is now in the directory
            with the status Open until our team reviews it.
          </p>
        </AlertDescription>
      </Alert>

      <div className="flex flex-col gap-2 text-base">
        <h2 className="text-xl font-semibold">What to do next</h2>
        <ol className="list-decimal space-y-2 pl-6">
          <li>
            <strong>Contact your bank or payment provider</strong> as soon as you can. Tell them it was fraud and ask
            whether the payment can be stopped, recalled or disputed.
          </li>
          <li>
            <strong>Report it to the official agency of your country</strong>, for example the FBI&apos;s IC3 in the
            United States, Action Fraud in the United Kingdom, the Canadian Anti-Fraud Centre or Scamwatch in Australia.
            The{' '}
            <Link to={paths.resources} className={linkClass}>
              Resources page
            </Link>{' '}
            lists where to report.
          </li>
          <li>
            <strong>Keep all evidence</strong>: messages, e-mails, receipts, screenshots, transaction numbers and
            wallet addresses. Do not delete your conversations with the people involved.
          </li>
          <li>
            <strong>Beware of recovery scams.</strong> Anyone who contacts you promising to get your money back for a
            fee is very likely another scammer. We never ask for fees, gift cards, crypto, remote access or passwords.
          </li>
        </ol>
      </div>

      <div className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" className="text-base">
          {redirecting ? 'Taking you back to the search in a moment...' : 'You can stay here as long as you need.'}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          {redirecting ? (
            <Button variant="outline" onClick={onStay}>
              Stay on this page
            </Button>
          ) : null}
          <Button asChild>
            <Link to={paths.home}>Back to the search</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
