import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleHelp, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { Ref } from 'react';
import type { Finding, WebsiteSafetyResult } from '@shared/site-safety/schema';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/i18n/format';
import { bandLooks, indicatorRows, riskLevelLabels, threatCategoryLabel } from '../safety-labels';

const effectLooks: Record<Exclude<Finding['effect'], 'risk'>, { icon: LucideIcon; label: MessageDescriptor; className: string }> = {
  trust: { icon: CircleCheck, label: msg`Good sign`, className: 'text-green-800' },
  info: { icon: Info, label: msg`Note`, className: 'text-blue-800' },
  unknown: { icon: CircleHelp, label: msg`Not measured`, className: 'text-muted-foreground' },
};

/** The verdict as the server gave it (DECISIONS D3): band, score, reasons and every measured signal. */
export function SafetyResult({ result, headingRef }: { result: WebsiteSafetyResult; headingRef?: Ref<HTMLHeadingElement> }) {
  const { i18n } = useLingui();
  const look = bandLooks[result.band];
  const band = i18n._(look.label);
  const score = result.trustScore;
  const { host, url, provider } = result;
  const BandIcon = look.icon;
  const cached = result.provider.includes('Cached');
  const checkedAt = formatDateTime(result.lastChecked);
  const otherFindings = result.findings.filter((f) => f.effect !== 'risk');

  return (
    <section aria-labelledby="safety-result-heading" className="flex flex-col gap-6 rounded-lg border border-border bg-card p-5 shadow-sm sm:p-6">
      <div className={cn('flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:gap-5 sm:p-5', look.panel)}>
        <BandIcon className="size-12 shrink-0" aria-hidden="true" />
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id="safety-result-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold leading-tight focus:outline-none">
            <Trans>
              {band}: <span className="[overflow-wrap:anywhere]">{host}</span>
            </Trans>
          </h3>
          <p className="text-lg">
            <Trans>
              Trust score <strong className="text-2xl">{score}</strong> out of 100
            </Trans>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {i18n._(riskLevelLabels[result.riskLevel])}
          </p>
          <p className="text-base">{i18n._(look.advice)}</p>
        </div>
      </div>

      <p className="text-base text-muted-foreground [overflow-wrap:anywhere]">
        <Trans>
          Checked address: <span className="text-foreground">{url}</span>
        </Trans>
      </p>

      <div className="flex flex-col gap-2">
        <h4 className="text-lg font-semibold">
          <Trans>Threat categories</Trans>
        </h4>
        {result.threatCategories.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {result.threatCategories.map((category) => (
              <li key={category}>
                <Badge tone={look.tone}>{threatCategoryLabel(category)}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-base text-muted-foreground">
            <Trans>None found.</Trans>
          </p>
        )}
      </div>

      <div className="flex flex-col gap-2">
        <h4 className="text-lg font-semibold">
          <Trans>Warning signs we found</Trans>
        </h4>
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
          <p className="text-base">
            <Trans>We found no warning signs.</Trans>
          </p>
        )}
      </div>

      <div className="flex flex-col gap-2">
        <h4 className="text-lg font-semibold">
          <Trans>Risk indicators</Trans>
        </h4>
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
          <h4 className="text-lg font-semibold">
            <Trans>Other things we checked</Trans>
          </h4>
          <ul className="flex flex-col gap-2">
            {otherFindings.map((finding) => {
              const effect = effectLooks[finding.effect as keyof typeof effectLooks];
              const Icon = effect.icon;
              const effectLabel = i18n._(effect.label);
              return (
                <li key={`${finding.signal}-${finding.message}`} className="flex gap-2 text-base">
                  <Icon className={cn('mt-1 size-5 shrink-0', effect.className)} aria-hidden="true" />
                  <span>
                    <span className="sr-only">
                      <Trans>{effectLabel}:</Trans>{' '}
                    </span>
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
          <Trans>
            Last checked: <time dateTime={result.lastChecked}>{checkedAt}</time> by {provider}
          </Trans>
        </p>
        {cached ? (
          <p className="flex flex-wrap items-center gap-2 text-base text-muted-foreground">
            <Badge tone="blue">
              <Trans>Cached</Trans>
            </Badge>
            <span>
              <Trans>This result was saved from a check made in the last 24 hours.</Trans>
            </span>
          </p>
        ) : null}
        <p className="flex gap-2 text-base">
          <Info className="mt-1 size-5 shrink-0" aria-hidden="true" />
          <span>
            <Trans>
              A check cannot prove that a site is honest. It only shows the warning signs we could measure. If a deal is
              unusually good, or you are pressed to pay quickly, stop and ask someone you trust.
            </Trans>
          </span>
        </p>
      </div>
    </section>
  );
}
