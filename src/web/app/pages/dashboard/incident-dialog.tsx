import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useCaseDetails } from '@/features/cases/api/get-case-details';
import { IncidentHeaderStrip } from '@/features/incidents/components/incident-header-strip';
import { INCIDENT_NOT_FOUND, IncidentNotFound } from '@/features/incidents/components/incident-not-found';
import { IncidentTabs } from '@/features/incidents/components/incident-tabs';
import { SectionHeadingLevel } from '@/features/incidents/components/section-heading';
import { hasErrorCode } from '@/lib/api-client';
import { IncidentActions } from '../incident-details/incident-actions';

function DialogBody({ incidentId }: { incidentId: number }) {
  const { t } = useLingui();
  const query = useCaseDetails({ incidentId });

  if (query.isPending) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>
            <Trans>Comprehensive Incident Report</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Loading the case…</Trans>
          </DialogDescription>
        </DialogHeader>
        <div role="status" aria-label={t`Loading the case`} className="flex flex-col gap-3">
          <Skeleton className="h-20" />
          <Skeleton className="h-10" />
          <Skeleton className="h-48" />
        </div>
      </>
    );
  }

  if (query.isError) {
    const notFound = hasErrorCode(query.error, 'INCIDENT_NOT_FOUND', 'NOT_FOUND');
    if (notFound) {
      return (
        <IncidentNotFound
          title={<DialogTitle className="text-2xl">{INCIDENT_NOT_FOUND}</DialogTitle>}
          action={
            <DialogClose asChild>
              <Button>
                <Trans>Back to Dashboard</Trans>
              </Button>
            </DialogClose>
          }
        />
      );
    }
    return (
      <>
        <DialogHeader>
          <DialogTitle>
            <Trans>Comprehensive Incident Report</Trans>
          </DialogTitle>
        </DialogHeader>
        <Alert variant="destructive">
          <AlertTitle>
            <Trans>Failed to fetch incident details</Trans>
          </AlertTitle>
          <AlertDescription>
            <Trans>Please try again in a moment.</Trans>
          </AlertDescription>
        </Alert>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">
            <Trans>Close</Trans>
          </Button>
          </DialogClose>
        </DialogFooter>
      </>
    );
  }

  const details = query.data;
  const reference = details.incident.caseReference;
  return (
    <>
      <DialogHeader>
        <DialogTitle className="text-lg sm:text-xl">
          <Trans>Comprehensive Incident Report</Trans>
        </DialogTitle>
        <DialogDescription className="text-sm sm:text-base">
          <Trans>{reference}: everything recorded on your case, from your report and the case team.</Trans>
        </DialogDescription>
      </DialogHeader>
      <IncidentHeaderStrip details={details} compact />
      <SectionHeadingLevel level={3}>
        <IncidentTabs details={details} />
      </SectionHeadingLevel>
      {/* Stays in view while the long report scrolls. */}
      <DialogFooter className="sticky -bottom-4 -mx-4 -mb-4 flex-row flex-wrap justify-end border-t border-border bg-card px-4 py-3 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6 sm:py-4">
        <DialogClose asChild>
          <Button variant="outline">
            <Trans>Close</Trans>
          </Button>
        </DialogClose>
        <IncidentActions details={details} />
      </DialogFooter>
    </>
  );
}

/** The dashboard's Comprehensive Incident Report; `incidentId` null means closed. */
export function IncidentDialog({ incidentId, onClose }: { incidentId: number | null; onClose: () => void }) {
  return (
    <Dialog open={incidentId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {/* Tighter on a phone, so the report's first screen shows the case and its tabs, not only the header. */}
      <DialogContent className="max-w-4xl gap-3 p-4 sm:gap-4 sm:p-6">{incidentId !== null ? <DialogBody incidentId={incidentId} /> : null}</DialogContent>
    </Dialog>
  );
}
