import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCaseDetails } from '@/features/cases/api/get-case-details';
import { IncidentHeaderStrip } from '@/features/incidents/components/incident-header-strip';
import { INCIDENT_NOT_FOUND, IncidentNotFound } from '@/features/incidents/components/incident-not-found';
import { IncidentTabs } from '@/features/incidents/components/incident-tabs';
import { SectionHeadingLevel } from '@/features/incidents/components/section-heading';
import { CaseNewsWatch } from '@/features/watches/components/case-news-watch';
import { hasErrorCode } from '@/lib/api-client';
import { useDocumentBranding } from '@/lib/branding/use-document-branding';
import { paths } from '@/lib/paths';
import { useSessionExpiry } from '@/lib/session/use-session-expiry';
import { IncidentActions } from './incident-actions';

function BackToDashboard({ variant = 'outline' }: { variant?: 'outline' | 'default' }) {
  return (
    <Button asChild variant={variant} className="self-start">
      <Link to={paths.dashboard}>
        <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" /> <Trans>Back to Dashboard</Trans>
      </Link>
    </Button>
  );
}

function parseIncidentId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export default function IncidentDetailsPage() {
  const params = useParams();
  const incidentId = parseIncidentId(params.incidentId);
  const query = useCaseDetails(incidentId === null ? null : { incidentId });
  useSessionExpiry(query.error);
  const { t } = useLingui();
  const reference = query.data?.incident.caseReference;
  useDocumentBranding(reference ? t`Incident ${reference}` : t`Incident Details`);

  const notFound = incidentId === null || hasErrorCode(query.error, 'INCIDENT_NOT_FOUND', 'NOT_FOUND');

  return (
    <main id="main" className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      {notFound ? (
        <IncidentNotFound
          title={<h1 className="text-3xl font-semibold">{INCIDENT_NOT_FOUND}</h1>}
          action={<BackToDashboard variant="default" />}
        />
      ) : query.isPending ? (
        <>
          <h1 className="text-3xl font-semibold">
            <Trans>Incident Details</Trans>
          </h1>
          <div role="status" aria-label={t`Loading the case`} className="flex flex-col gap-3">
            <Skeleton className="h-20" />
            <Skeleton className="h-10" />
            <Skeleton className="h-64" />
          </div>
        </>
      ) : query.isError ? (
        <>
          <h1 className="text-3xl font-semibold">
            <Trans>Incident Details</Trans>
          </h1>
          <Alert variant="destructive">
            <AlertTitle>
              <Trans>Failed to fetch incident details</Trans>
            </AlertTitle>
            <AlertDescription>
              <Trans>Please try again in a moment.</Trans>
            </AlertDescription>
          </Alert>
          <BackToDashboard />
        </>
      ) : (
        <>
          <BackToDashboard />
          <div className="flex flex-col gap-1">
            <h1 className="text-3xl font-semibold">
            <Trans>Incident Details</Trans>
          </h1>
            <p className="text-lg text-muted-foreground">
              <Trans>{reference}: everything recorded on your case, from your report and the case team.</Trans>
            </p>
          </div>
          <IncidentHeaderStrip details={query.data} />
          <SectionHeadingLevel level={2}>
            <IncidentTabs details={query.data} />
          </SectionHeadingLevel>
          <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:justify-end">
            <Button asChild variant="outline">
              <Link to={paths.recoveryDetails(query.data.incident.id)}>
                <Trans>Messages and documents</Trans>
              </Link>
            </Button>
            <IncidentActions details={query.data} />
          </div>
          <CaseNewsWatch incidentId={query.data.incident.id} />
        </>
      )}
    </main>
  );
}
