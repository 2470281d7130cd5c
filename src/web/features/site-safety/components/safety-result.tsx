import { CircleCheck, CircleHelp, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { Ref } from 'react';
import { formatDateTime } from '@shared/format/dates';
import type { Finding, WebsiteSafetyResult } from '@shared/site-safety/schema';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { bandLooks, indicatorRows, riskLevelLabels, threatCategoryLabel } from '../safety-labels';

export const CANNOT_PROVE_HONEST =
  'A check cannot prove that a site is honest. It only shows the warning signs we could measure. If a deal is unusually good, or you are pressed to pay quickly, stop and ask someone you trust.';

const effectLooks: Record<Exclude<Finding['effect'], 'risk'>, { icon: LucideIcon; label: string; className: string }> = {
  trust: { icon: CircleCheck, label: 'Good sign', className: 'text-green-800' },
  info: { icon: Info, label: 'Note', className: 'text-blue-800' },
  unknown: { icon: CircleHelp, label: 'Not measured', className: 'text-muted-foreground' },
};

/** The verdict as the server gave it (DECISIONS D3): band, score, reasons and every measured signal. */
export function SafetyResult({ result, headingRef }: { result: WebsiteSafetyResult; headingRef?: Ref<HTMLHeadingElement> }) {
  const look = bandLooks[result.band];
  const BandIcon = look.icon;
  const cached = result.provider.includes('Cached');
  const otherFindings = result.findings.filter((f) => f.effect !== 'risk');

  return (
    <section aria-labelledby="safety-result-heading" className="flex flex-col gap-6 rounded-lg border border-border bg-card p-5 shadow-sm sm:p-6">
      <div className={cn('flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:gap-5 sm:p-5', look.panel)}>
        <BandIcon className="size-12 shrink-0" aria-hidden="true" />
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id="safety-result-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold leading-tight focus:outline-none">
            {look.label}: <span className="[overflow-wrap:anywhere]">{result.host}</span>
          </h3>
          <p className="text-lg">
            Trust score <strong className="text-2xl">{result.trustScore}</strong> out of 100
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {riskLevelLabels[result.riskLevel]}
          </p>
          <p className="text-base">{look.advice}</p>
        </div>
      </div>

      <p className="text-base text-muted-foreground [overflow-wrap:anywhere]">
        Checked address: <span className="text-foreground">{result.url}</span>
      </p>

      <div className="flex flex-col gap-2">
        <h4 className="text-lg font-semibold">Threat categories</h4>
        {result.threatCategories.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {result.threatCategories.map((category) => (
              <li key={category}>
                <Badge tone={look.tone}>{threatCategoryLabel(category)}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-base text-muted-foreground">None found.</p>
        )}
      </div>

      <div className="flex flex-col gap-2">
        <h4 className="text-lg font-semibold">Warning signs we found</h4>
        {result.detectedIssues.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {result.detectedIssues.map((issue) => (
              <li key={issue} className="flex gap-2 text-base">
                <TriangleAlert className="mt-1 size-5 shrink-0 text-red-800" aria-hidden="true" />
                <span>{issue}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-base">We found no warning signs.</p>
        )}
      </div>

      <div className="flex flex-col gap-2">
        <h4 className="text-lg font-semibold">Risk indicators</h4>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {indicatorRows(result.riskIndicators).map((row) => (
            <div key={row.label} className="flex flex-wrap justify-between gap-x-4 border-b border-border py-1.5">
              <dt className="text-muted-foreground">{row.label}</dt>
              <dd className="font-medium">{row.value}</dd>
            </div>
          ))}
        </dl>
      </div>

      {otherFindings.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h4 className="text-lg font-semibold">Other things we checked</h4>
          <ul className="flex flex-col gap-2">
            {otherFindings.map((finding) => {
              const effect = effectLooks[finding.effect as keyof typeof effectLooks];
              const Icon = effect.icon;
              return (
                <li key={`${finding.signal}-${finding.message}`} className="flex gap-2 text-base">
                  <Icon className={cn('mt-1 size-5 shrink-0', effect.className)} aria-hidden="true" />
                  <span>
                    <span className="sr-only">{effect.label}: </span>
                    {finding.message}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}

      <div className="flex flex-col gap-3 border-t border-border pt-4">
        <p className="text-base text-muted-foreground">
          Last checked: <time dateTime={result.lastChecked}>{formatDateTime(result.lastChecked)}</time> by {result.provider}
        </p>
        {cached ? (
          <p className="flex flex-wrap items-center gap-2 text-base text-muted-foreground">
            <Badge tone="blue">Cached</Badge>
            <span>This result was saved from a check made in the last 24 hours.</span>
          </p>
        ) : null}
        <p className="flex gap-2 text-base">
          <Info className="mt-1 size-5 shrink-0" aria-hidden="true" />
          <span>{CANNOT_PROVE_HONEST}</span>
        </p>
      </div>
    </section>
  );
}
