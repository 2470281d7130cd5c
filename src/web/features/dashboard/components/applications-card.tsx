import { Link } from 'react-router';
import { applicationFraudTypes, type ApplicationSummary } from '@shared/applications/schema';
import { victimCasePath } from '@shared/cases/case-tabs';
import { formatCaseReference } from '@shared/format/case-reference';
import { formatDate } from '@shared/format/dates';
import { formatMoney } from '@shared/money/format-money';
import { formatStatusLabel } from '@shared/incidents/status';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';

const tones: Record<string, BadgeTone> = { pending: 'grey', under_review: 'blue', approved: 'green', rejected: 'red' };

function fraudLabel(value: string): string {
  return applicationFraudTypes.find((t) => t.value === value)?.label ?? formatStatusLabel(value);
}

export function ApplicationsCard({
  applications,
  isPending,
  isError,
}: {
  applications: ApplicationSummary[] | undefined;
  isPending: boolean;
  isError: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recovery Applications</CardTitle>
        <CardDescription>Applications you sent with this e-mail address, and where each one stands.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-20" />
        ) : isError ? (
          <Alert variant="destructive">
            <AlertDescription>Failed to fetch recovery applications</AlertDescription>
          </Alert>
        ) : !applications || applications.length === 0 ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-lg text-muted-foreground">You have not applied for recovery help yet.</p>
            <Button asChild variant="outline">
              <Link to={paths.recovery}>Apply for recovery help</Link>
            </Button>
          </div>
        ) : (
          <ul className="flex max-h-64 flex-col gap-3 overflow-y-auto" tabIndex={0} aria-label="Your recovery applications">
            {applications.map((app) => (
              <li key={app.id} className="flex flex-col gap-1 rounded-lg border border-border p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold break-words">{app.platformName}</p>
                  <Badge tone={tones[app.status] ?? 'grey'}>{formatStatusLabel(app.status)}</Badge>
                </div>
                <p className="text-sm text-muted-foreground">
                  {app.reference} · {fraudLabel(app.fraudType)} · {formatMoney(app.lossAmount, app.currency)}
                </p>
                <p className="text-sm text-muted-foreground">Submitted {formatDate(app.submittedAt)}</p>
                {/* Linked by the case team: the application and the case are one story (issue 25). */}
                {app.incidentId !== null ? (
                  <p className="text-sm">
                    About your case{' '}
                    <Link to={victimCasePath(app.incidentId)} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
                      {formatCaseReference(app.incidentId)}
                    </Link>
                  </p>
                ) : null}
                {app.status === 'rejected' && app.rejectionReason ? (
                  <p className="text-sm break-words">
                    <span className="font-medium">Why: </span>
                    {app.rejectionReason}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
