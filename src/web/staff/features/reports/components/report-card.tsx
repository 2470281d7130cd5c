import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileDown } from 'lucide-react';
import { useId, useState } from 'react';
import { incidentStatuses } from '@shared/incidents/status';
import { sayShared } from '@/lib/i18n/shared-texts';
import { formatStatusLabel } from '@/lib/i18n/shared-words';
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
import { reportTitle } from '../lib/report-words';

/** Said with `i18n._` where drawn. */
export const reportDescriptions: Record<ReportType, MessageDescriptor> = {
  incident_summary: msg`Incidents by status, month, platform type, platform and tag, with the loss reported.`,
  user_activity: msg`Accounts created and verified, and what victims did: reports, applications, messages, documents.`,
  financial_overview: msg`Loss reported, funds recovered, the fee on recovered funds, payouts and money trails.`,
  recovery_statistics: msg`Cases by status, how many recovered funds, and how soon staff first acted.`,
};

type Errors = Partial<Record<'from' | 'to', string>>;

/** One of the spec's four report cards: its filters, and Generate, which downloads the PDF at once. */
export function ReportCard({ type, platformTypes }: { type: ReportType; platformTypes: string[] }) {
  const { t, i18n } = useLingui();
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
  const reportName = sayShared(reportTypeLabels[type]);

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
          const label = `${reportTitle(report)} #${report.id}`;
          toast({ title: t`Report Generated`, description: t`${label}: the PDF is downloading.` });
          try {
            await downloadReportPdf(report);
          } catch {
            failureToast(t`The report was made but its PDF did not download. Use Download PDF below.`);
          }
        },
        onError: () => failureToast(t`Failed to generate report. Please try again.`),
      },
    );
  };

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col">
      <CardHeader>
        <CardTitle id={headingId} className="text-lg">
          {reportName}
        </CardTitle>
        <CardDescription>{i18n._(reportDescriptions[type])}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <div className="grid grid-cols-2 gap-3">
          <FormField label={t`From`} error={errors.from}>
            <Input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          </FormField>
          <FormField label={t`To`} error={errors.to}>
            <Input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          </FormField>
        </div>
        <FormField label={t`Status`}>
          <NativeSelect value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="all">{t`All statuses`}</option>
            {incidentStatuses.map((s) => (
              <option key={s} value={s}>
                {formatStatusLabel(s)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t`Platform type`}>
          <NativeSelect value={platformType} onChange={(e) => setPlatformType(e.target.value)}>
            <option value="all">{t`All platform types`}</option>
            {platformTypes.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {byCases ? (
          <FormField label={t`Tag`}>
            <NativeSelect value={tag} onChange={(e) => setTag(e.target.value)}>
              <option value="">{t`Any tag`}</option>
              {(tags.data?.items ?? []).map((item) => (
                <option key={item.id} value={String(item.id)}>
                  {item.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        ) : null}
        <Button className="mt-auto self-start" onClick={onGenerate} disabled={generate.isPending}>
          <FileDown aria-hidden="true" />{' '}
          {generate.isPending ? (
            <Trans>
              Generating...<span className="sr-only"> {reportName}</span>
            </Trans>
          ) : (
            <Trans>
              Generate<span className="sr-only"> {reportName}</span>
            </Trans>
          )}
        </Button>
      </CardContent>
    </Card>
  );
}
