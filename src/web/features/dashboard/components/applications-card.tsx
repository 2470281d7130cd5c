import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { ApplicationSummary } from '@shared/applications/schema';
import { victimCasePath } from '@shared/cases/case-tabs';
import { formatCaseReference } from '@shared/format/case-reference';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatMoney } from '@/lib/i18n/format';
import { paths } from '@/lib/paths';
import { applicationStatusLabel, fraudTypeLabel } from '../words';

const tones: Record<string, BadgeTone> = { pending: 'grey', under_review: 'blue', approved: 'green', rejected: 'red' };

export function ApplicationsCard({
  applications,
  isPending,
  isError,
}: {
  applications: ApplicationSummary[] | undefined;
  isPending: boolean;
  isError: boolean;
}) {
  const { t, i18n } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Recovery Applications</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Applications you sent with this e-mail address, and where each one stands.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-20" />
        ) : isError ? (
          <Alert variant="destructive">
            <AlertDescription>
              <Trans>Failed to fetch recovery applications</Trans>
            </AlertDescription>
          </Alert>
        ) : !applications || applications.length === 0 ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-lg text-muted-foreground">
              <Trans>You have not applied for recovery help yet.</Trans>
            </p>
            <Button asChild variant="outline">
              <Link to={paths.recovery}>
                <Trans>Apply for recovery help</Trans>
              </Link>
            </Button>
          </div>
        ) : (
          <ul className="flex max-h-64 flex-col gap-3 overflow-y-auto" tabIndex={0} aria-label={t`Your recovery applications`}>
            {applications.map((app) => {
              const submitted = formatDate(app.submittedAt);
              const caseReference = app.incidentId !== null ? formatCaseReference(app.incidentId) : '';
              const rejectionReason = app.rejectionReason;
              return (
              <li key={app.id} className="flex flex-col gap-1 rounded-lg border border-border p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold break-words">{app.platformName}</p>
                  <Badge tone={tones[app.status] ?? 'grey'}>{applicationStatusLabel(i18n, app.status)}</Badge>
                </div>
                <p className="text-sm text-muted-foreground">
                  {app.reference} · {fraudTypeLabel(i18n, app.fraudType)} · {formatMoney(app.lossAmount, app.currency)}
                </p>
                <p className="text-sm text-muted-foreground">
                  <Trans>Submitted {submitted}</Trans>
                </p>
                {/* Linked by the case team: the application and the case are one story (issue 25). */}
                {app.incidentId !== null ? (
                  <p className="text-sm">
                    <Trans>
                      About your case{' '}
                      <Link to={victimCasePath(app.incidentId)} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
                        {caseReference}
                      </Link>
                    </Trans>
                  </p>
                ) : null}
                {app.status === 'rejected' && app.rejectionReason ? (
                  <p className="text-sm break-words">
                    <Trans>
                      <span className="font-medium">Why: </span>
                      {rejectionReason}
                    </Trans>
                  </p>
                ) : null}
              </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
