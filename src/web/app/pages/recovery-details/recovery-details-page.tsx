import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCaseDetails, type CaseLookup } from '@/features/cases/api/get-case-details';
import { IncidentHeaderStrip } from '@/features/incidents/components/incident-header-strip';
import { IncidentNotFound } from '@/features/incidents/components/incident-not-found';
import { SectionHeadingLevel } from '@/features/incidents/components/section-heading';
import { hasErrorCode } from '@/lib/api-client';
import { useDocumentBranding } from '@/lib/branding/use-document-branding';
import { paths } from '@/lib/paths';
import { useSessionExpiry } from '@/lib/session/use-session-expiry';
import { CaseTabs } from './case-tabs';

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** By id in the path, or by `platform` and `amount` in the query (links from older e-mails). */
function useCaseLookup(): CaseLookup | null {
  const { id } = useParams();
  const [params] = useSearchParams();
  const platform = params.get('platform')?.trim() ?? '';
  const amount = params.get('amount')?.trim() ?? '';
  return useMemo(() => {
    if (id !== undefined) {
      const n = Number(id);
      return Number.isSafeInteger(n) && n > 0 ? { incidentId: n } : null;
    }
    return platform && AMOUNT.test(amount) ? { platform, amount } : null;
  }, [id, platform, amount]);
}

function BackLink() {
  return (
    <Button asChild variant="outline" className="self-start">
      <Link to={paths.dashboard}>
        <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" /> <Trans>Back to Dashboard</Trans>
      </Link>
    </Button>
  );
}

export default function RecoveryDetailsPage() {
  const lookup = useCaseLookup();
  const query = useCaseDetails(lookup);
  useSessionExpiry(query.error);
  const { t } = useLingui();
  const reference = query.data?.incident.caseReference;
  useDocumentBranding(reference ? t`Case ${reference}` : t`Recovery Case Details`);
  const signedOut = hasErrorCode(query.error, 'SIGN_IN_REQUIRED');

  let body;
  if (signedOut) {
    body = (
      <div className="flex flex-col items-center gap-3 py-10 text-center">
        <h1 className="text-3xl font-semibold">
          <Trans>Please sign in</Trans>
        </h1>
        <p className="max-w-md text-lg text-muted-foreground">
          <Trans>Your case is private. Sign in to see it.</Trans>
        </p>
        <Button asChild>
          <Link to={paths.login}>
            <Trans>Sign in</Trans>
          </Link>
        </Button>
      </div>
    );
  } else if (lookup === null || query.isError) {
    // The spec: 'Failed to fetch recovery details' leads to the not-found screen.
    body = (
      <IncidentNotFound
        title={<h1 className="text-3xl font-semibold">
            <Trans>Case Not Found</Trans>
          </h1>}
        action={
          <Button asChild>
            <Link to={paths.dashboard}>
              <Trans>Back to Dashboard</Trans>
            </Link>
          </Button>
        }
      />
    );
  } else if (query.isPending) {
    body = (
      <>
        <h1 className="text-3xl font-semibold">
          <Trans>Recovery Case Details</Trans>
        </h1>
        <div role="status" aria-label={t`Loading the case`} className="flex flex-col gap-3">
          <Skeleton className="h-20" />
          <Skeleton className="h-10" />
          <Skeleton className="h-64" />
        </div>
      </>
    );
  } else {
    body = (
      <>
        <BackLink />
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-semibold">
          <Trans>Recovery Case Details</Trans>
        </h1>
          <p className="text-lg text-muted-foreground">
            <Trans>Case {reference}: messages, documents and money on your case.</Trans>
          </p>
          {/* A plain link: the session cookie goes with it, and the browser saves the ZIP itself. */}
          <p>
            <a
              href={`/api/recovery-details/${query.data.incident.id}/evidence-pack`}
              download
              className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4"
            >
              <Trans>Download an evidence pack (ZIP) for the police, your bank or a lawyer</Trans>
            </a>
          </p>
        </div>
        <IncidentHeaderStrip details={query.data} palette="case" />
        <SectionHeadingLevel level={2}>
          <CaseTabs details={query.data} />
        </SectionHeadingLevel>
      </>
    );
  }

  return (
    <main id="main" className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      {body}
    </main>
  );
}
