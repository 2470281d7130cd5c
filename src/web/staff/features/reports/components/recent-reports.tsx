import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { formatStatusLabel } from '@/lib/i18n/shared-words';
import type { StaffReport } from '@shared/reports/staff-schema';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/i18n/format';
import { failureToast } from '@/staff/lib/failure-toast';
import { downloadReportPdf } from '../api/download-report-pdf';
import { useRecentReports } from '../api/get-recent-reports';
import { reportDescription, reportTitle } from '../lib/report-words';

function RecentReport({ report }: { report: StaffReport }) {
  const { t } = useLingui();
  const title = reportTitle(report);
  const label = `${title} #${report.id}`;
  const generatedBy = report.generatedBy;
  const generatedAt = formatDateTime(report.generatedAt);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 border-b border-border py-3 last:border-b-0">
      <div className="min-w-0">
        <p className="font-medium">
          {label}{' '}
          <Badge tone={report.status === 'completed' ? 'green' : 'grey'} className="ms-1 align-middle">
            {formatStatusLabel(report.status)}
          </Badge>
        </p>
        <p className="text-sm text-muted-foreground">{reportDescription(report)}</p>
        <p className="text-sm text-muted-foreground">
          <Trans>
            <time dateTime={report.generatedAt}>{generatedAt}</time> by {generatedBy}
          </Trans>
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={() => downloadReportPdf(report).catch((error: unknown) => failureToast(t`Failed to download report`, { error }))}
      >
        <Download aria-hidden="true" />{' '}
        <Trans>
          Download PDF<span className="sr-only"> of {label}</span>
        </Trans>
      </Button>
    </li>
  );
}

/** The five most recent reports, each with Download PDF. */
export function RecentReports() {
  const recent = useRecentReports();
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">
          <Trans>Recent reports</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {recent.isPending ? (
          <p className="text-muted-foreground">
            <Trans>Loading reports...</Trans>
          </p>
        ) : recent.isError ? (
          <p className="text-destructive">
            <Trans>The reports could not be loaded. Try Refresh All or reload the page.</Trans>
          </p>
        ) : recent.data.items.length === 0 ? (
          <p className="text-muted-foreground">
            <Trans>No reports yet. Generate one above.</Trans>
          </p>
        ) : (
          <ul aria-label={t`Recent reports`}>
            {recent.data.items.map((report) => (
              <RecentReport key={report.id} report={report} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
