import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, FileArchive, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { hasErrorCode } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/i18n/format';
import { paths } from '@/lib/paths';
import { RecordHistory } from '@/staff/components/record-history';
import { ResponseClockBadge } from '@/staff/components/response-clock-badge';
import { SectionHeader } from '@/staff/components/section-header';
import { ShareIdentifiersMenu } from '@/staff/components/share-identifiers-menu';
import { failureToast } from '@/staff/lib/failure-toast';
import { downloadEvidencePack } from '../api/download-evidence-pack';
import { useIncident } from '../api/get-incident';
import { BasicInfoSection } from '../components/basic-info-section';
import { CaseActivitySection } from '../components/case-activity-section';
import { CaseDuplicatesSection, MergedIntoNotice } from '../components/case-duplicates-section';
import { CONVERSATION_ANCHOR, CaseConversationSection } from '../components/case-conversation-section';
import { CaseFilesSection } from '../components/case-files-section';
import { ConfirmationStatus } from '../components/confirmation-status';
import { DiscardReportDialog } from '../components/discard-report-dialog';
import { DocumentsSection } from '../components/documents-section';
import { FinancialsSection } from '../components/financials-section';
import { CaseStaffSection } from '../components/case-staff-section';
import { CaseTagsSection } from '../components/case-tags-section';
import { CaseTasksSection } from '../components/case-tasks-section';
import { ContactsSection } from '../components/contacts-section';
import { TimelineSection } from '../components/timeline-section';
import { ARRIVED_BY_ACTION, useFocusHeadingOnArrival } from '../lib/use-focus-heading-on-arrival';

const MAX_ID = 2_147_483_647;

function BackLink() {
  return (
    <Link to={paths.adminIncidents} className="inline-flex items-center gap-1 py-2 text-primary underline-offset-4 hover:underline">
      <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" /> <Trans>Back to incidents</Trans>
    </Link>
  );
}

/** One case with its five sections, each edited on its own; the address can be shared with a colleague. */
export default function IncidentPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const valid = Number.isInteger(id) && id >= 1 && id <= MAX_ID;
  return valid ? <IncidentRecord id={id} /> : <Missing />;
}

function Missing() {
  const { t } = useLingui();
  return (
    <>
      <SectionHeader title={t`Incident not found`} />
      <p className="py-2">
        <Trans>This incident does not exist or was removed.</Trans>
      </p>
      <BackLink />
    </>
  );
}

function IncidentRecord({ id }: { id: number }) {
  const query = useIncident(id);
  const navigate = useNavigate();
  const [discarding, setDiscarding] = useState(false);
  const [packing, setPacking] = useState(false);
  const { t } = useLingui();
  useFocusHeadingOnArrival(query.data !== undefined);

  if (query.isError && hasErrorCode(query.error, 'INCIDENT_NOT_FOUND', 'NOT_FOUND', 'VALIDATION_FAILED')) return <Missing />;
  if (!query.data) {
    return (
      <>
        <SectionHeader title={t`Incident`} />
        {query.isError ? (
          <Alert variant="destructive">
            <AlertDescription>
              <Trans>The incident could not be loaded. Try Refresh All or reload the page.</Trans>
            </AlertDescription>
          </Alert>
        ) : (
          <p aria-busy="true">
            <Trans>Loading…</Trans>
          </p>
        )}
        <BackLink />
      </>
    );
  }

  const { incident, platform, moneyTrails } = query.data;
  const reference = incident.reference;
  const reported = formatDate(incident.createdAt);
  const updated = formatDateTime(incident.updatedAt);
  return (
    <>
      <BackLink />
      <SectionHeader
        title={t`Incident ${reference}`}
        description={
          <>
            <Link to={paths.adminPlatform(platform.id)} className="text-primary underline underline-offset-4">
              {platform.name}
            </Link>{' '}
            <Trans>
              · reported {reported} · last updated {updated}
            </Trans>
            {/* The response target's clock (issue 26), or why none runs. */}
            <span className="mt-1 block">
              {query.data.clock ? (
                <ResponseClockBadge clock={query.data.clock} />
              ) : incident.status === 'resolved' || incident.status === 'closed' ? null : (
                <span className="text-sm">
                  <Trans>No response target running: the case waits on the victim, or nothing of theirs waits on us.</Trans>
                </span>
              )}
            </span>
          </>
        }
        actions={
          <>
            <Button variant="outline" asChild>
              <a href={`#${CONVERSATION_ANCHOR}`}>
                <MessagesSquare aria-hidden="true" /> <Trans>Conversation</Trans>
              </a>
            </Button>
            <Button
              variant="outline"
              disabled={packing}
              onClick={() => {
                setPacking(true);
                downloadEvidencePack(incident.id)
                  .catch(() => failureToast(t`The evidence pack could not be made. Please try again.`))
                  .finally(() => setPacking(false));
              }}
            >
              <FileArchive aria-hidden="true" /> {packing ? t`Preparing...` : t`Evidence pack`}
            </Button>
            {/* Issue 27: a confirmed case's scammer identifiers for threat-intel teams and the police.
                An unconfirmed report (D18) and a merged duplicate share nothing, so they offer nothing. */}
            {incident.confirmedAt !== null && incident.mergedIntoId === null ? (
              <ShareIdentifiersMenu incidentId={incident.id} reference={incident.reference} />
            ) : null}
          </>
        }
      />
      <div className="flex flex-col gap-4 pb-8">
        <MergedIntoNotice incident={incident} />
        <ConfirmationStatus incident={incident} onDiscard={() => setDiscarding(true)} />
        <BasicInfoSection incident={incident} />
        <CaseTagsSection incidentId={incident.id} tags={query.data.tags} />
        <CaseActivitySection incidentId={incident.id} />
        <CaseConversationSection incidentId={incident.id} />
        <CaseTasksSection incidentId={incident.id} />
        <TimelineSection incident={incident} />
        <FinancialsSection incident={incident} moneyTrails={moneyTrails} />
        <CaseStaffSection incidentId={incident.id} />
        <ContactsSection incident={incident} />
        <DocumentsSection incident={incident} />
        <CaseFilesSection incident={incident} />
        <CaseDuplicatesSection incident={incident} />
        <RecordHistory entityType="fraud_incident" entityId={incident.id} headingLevel={2} />
      </div>
      <DiscardReportDialog
        report={discarding ? { id: incident.id, reference: incident.reference } : null}
        onClose={() => setDiscarding(false)}
        onDiscarded={() => navigate(paths.adminIncidents, { state: ARRIVED_BY_ACTION })}
      />
    </>
  );
}
