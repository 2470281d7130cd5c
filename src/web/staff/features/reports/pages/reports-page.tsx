import { useLingui } from '@lingui/react/macro';
import { reportTypes } from '@shared/reports/staff-schema';
import { SectionHeader } from '@/staff/components/section-header';
import { useReportFilterOptions } from '../api/get-report-filter-options';
import { RecentReports } from '../components/recent-reports';
import { ReportCard } from '../components/report-card';

/** /admin/reports: the spec's four report cards and the five most recent reports. */
export default function ReportsPage() {
  const { t } = useLingui();
  const options = useReportFilterOptions();
  const platformTypes = options.data?.platformTypes ?? [];
  return (
    <>
      <SectionHeader
        title={t`Generate reports`}
        description={t`Each report counts the records as they are now, keeps those figures, and downloads as a PDF.`}
      />
      <div className="grid gap-4 pb-6 md:grid-cols-2">
        {reportTypes.map((type) => (
          <ReportCard key={type} type={type} platformTypes={platformTypes} />
        ))}
      </div>
      <RecentReports />
    </>
  );
}
