import { Download } from 'lucide-react';
import { formatDateTime } from '@shared/format/dates';
import { formatStatusLabel } from '@shared/incidents/status';
import type { StaffReport } from '@shared/reports/staff-schema';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { failureToast } from '@/staff/lib/failure-toast';
import { downloadReportPdf } from '../api/download-report-pdf';
import { useRecentReports } from '../api/get-recent-reports';

function RecentReport({ report }: { report: StaffReport }) {
  const label = `${report.name} #${report.id}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 border-b border-border py-3 last:border-b-0">
      <div className="min-w-0">
        <p className="font-medium">
          {label}{' '}
          <Badge tone={report.status === 'completed' ? 'green' : 'grey'} className="ms-1 align-middle">
            {formatStatusLabel(report.status)}
          </Badge>
        </p>
        <p className="text-sm text-muted-foreground">{report.description}</p>
        <p className="text-sm text-muted-foreground">
          <time dateTime={report.generatedAt}>{formatDateTime(report.generatedAt)}</time> by {report.generatedBy}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={() => downloadReportPdf(report).catch((error: unknown) => failureToast('Failed to download report', { error }))}
      >
        <Download aria-hidden="true" /> Download PDF<span className="sr-only"> of {label}</span>
      </Button>
    </li>
  );
}

/** The five most recent reports, each with Download PDF. */
export function RecentReports() {
  const recent = useRecentReports();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Recent reports</CardTitle>
      </CardHeader>
      <CardContent>
        {recent.isPending ? (
          <p className="text-muted-foreground">Loading reports...</p>
        ) : recent.isError ? (
          <p className="text-destructive">The reports could not be loaded. Try Refresh All or reload the page.</p>
        ) : recent.data.items.length === 0 ? (
          <p className="text-muted-foreground">No reports yet. Generate one above.</p>
        ) : (
          <ul aria-label="Recent reports">
            {recent.data.items.map((report) => (
              <RecentReport key={report.id} report={report} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
