import { FileDown } from 'lucide-react';
import { useId, useState } from 'react';
import { formatStatusLabel, incidentStatuses } from '@shared/incidents/status';
import { reportFiltersSchema, reportTypeLabels, type ReportType } from '@shared/reports/staff-schema';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/hooks/use-toast';
import { failureToast } from '@/staff/lib/failure-toast';
import { useTags } from '@/staff/lib/get-tags';
import { downloadReportPdf } from '../api/download-report-pdf';
import { useGenerateReport } from '../api/generate-report';

export const reportDescriptions: Record<ReportType, string> = {
  incident_summary: 'Incidents by status, month, platform type, platform and tag, with the loss reported.',
  user_activity: 'Accounts created and verified, and what victims did: reports, applications, messages, documents.',
  financial_overview: 'Loss reported, funds recovered, the fee on recovered funds, payouts and money trails.',
  recovery_statistics: 'Cases by status, how many recovered funds, and how soon staff first acted.',
};

type Errors = Partial<Record<'from' | 'to', string>>;

/** One of the spec's four report cards: its filters, and Generate, which downloads the PDF at once. */
export function ReportCard({ type, platformTypes }: { type: ReportType; platformTypes: string[] }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [status, setStatus] = useState('all');
  const [platformType, setPlatformType] = useState('all');
  const [tag, setTag] = useState('');
  // User Activity counts accounts, not cases: a case's tag does not narrow it.
  const byCases = type !== 'user_activity';
  const tags = useTags();
  const [errors, setErrors] = useState<Errors>({});
  const generate = useGenerateReport();
  const headingId = useId();

  const onGenerate = () => {
    const parsed = reportFiltersSchema.safeParse({ from: from || undefined, to: to || undefined, status, platformType, tag: byCases && tag ? Number(tag) : undefined });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    generate.mutate(
      { type, filters: parsed.data },
      {
        onSuccess: async (report) => {
          toast({ title: 'Report Generated', description: `${report.name} #${report.id}: the PDF is downloading.` });
          try {
            await downloadReportPdf(report);
          } catch {
            failureToast('The report was made but its PDF did not download. Use Download PDF below.');
          }
        },
        onError: () => failureToast('Failed to generate report. Please try again.'),
      },
    );
  };

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col">
      <CardHeader>
        <CardTitle id={headingId} className="text-lg">
          {reportTypeLabels[type]}
        </CardTitle>
        <CardDescription>{reportDescriptions[type]}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <div className="grid grid-cols-2 gap-3">
          <FormField label="From" error={errors.from}>
            <Input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          </FormField>
          <FormField label="To" error={errors.to}>
            <Input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          </FormField>
        </div>
        <FormField label="Status">
          <NativeSelect value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="all">All statuses</option>
            {incidentStatuses.map((s) => (
              <option key={s} value={s}>
                {formatStatusLabel(s)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Platform type">
          <NativeSelect value={platformType} onChange={(e) => setPlatformType(e.target.value)}>
            <option value="all">All platform types</option>
            {platformTypes.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {byCases ? (
          <FormField label="Tag">
            <NativeSelect value={tag} onChange={(e) => setTag(e.target.value)}>
              <option value="">Any tag</option>
              {(tags.data?.items ?? []).map((t) => (
                <option key={t.id} value={String(t.id)}>
                  {t.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        ) : null}
        <Button className="mt-auto self-start" onClick={onGenerate} disabled={generate.isPending}>
          <FileDown aria-hidden="true" /> {generate.isPending ? 'Generating...' : 'Generate'}
          <span className="sr-only"> {reportTypeLabels[type]}</span>
        </Button>
      </CardContent>
    </Card>
  );
}
