import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ReportIncidentFields, ReportIncidentResponse } from '@shared/incidents/report-schema';
import { paths } from '@/app/paths';
import { ScamWarning } from '@/components/layout/scam-warning';
import { useDocumentBranding } from '@/features/settings/use-document-branding';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useReportIncident } from '../api/report-incident';
import { ReportConfirmation } from '../components/report-confirmation';
import { ReportIncidentForm } from '../components/report-incident-form';
import { supportingDocumentsText } from '../evidence-files';

// The spec returns to the search 2 seconds after a report.
const REDIRECT_AFTER_MS = 2000;
// The reference must outlive the page the toast was raised on.
const SUCCESS_TOAST_MS = 30_000;

function useRedirectHome(active: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => void navigate(paths.home), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [active, navigate]);
}

export default function ReportIncidentPage() {
  useDocumentBranding('Report Incident');
  const report = useReportIncident();
  const [result, setResult] = useState<ReportIncidentResponse | null>(null);
  const [stay, setStay] = useState(false);
  useRedirectHome(result !== null && !stay);

  const onSubmit = (fields: ReportIncidentFields, files: File[]) =>
    report.mutate(
      { fields, files },
      {
        onSuccess: (response) => {
          setResult(response);
          window.scrollTo({ top: 0 });
          toast({
            title: 'Incident Reported Successfully',
            description: `Your report was submitted with ${supportingDocumentsText(response.documentsCount)}. Your case reference is ${response.incident.caseReference}.`,
            duration: SUCCESS_TOAST_MS,
          });
        },
        onError: (error) =>
          toast({
            title: 'Report Failed',
            // No answer at all (offline, connection dropped) is not the server refusing the report.
            description:
              error instanceof TypeError
                ? 'Unable to report incident. Please try again.'
                : errorMessage(error, 'Failed to report incident. Please try again.'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-semibold sm:text-4xl">Report Incident</h1>
        <p className="text-lg text-muted-foreground">
          Tell us what happened. Your report adds the platform to the public directory, which may help other victims
          recognise it. Reporting is free.
        </p>
      </div>
      {result ? (
        // The confirmation's own next steps carry the recovery-scam warning.
        <ReportConfirmation result={result} redirecting={!stay} onStay={() => setStay(true)} />
      ) : (
        <>
          <ScamWarning inFlow />
          <ReportIncidentForm busy={report.isPending} onSubmit={onSubmit} />
        </>
      )}
    </main>
  );
}
