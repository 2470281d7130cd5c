import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { DASHBOARD_REFRESH_MS, useDashboard } from '@/features/dashboard/api/get-dashboard';
import { useRecoveryApplications } from '@/features/dashboard/api/get-recovery-applications';
import { ApplicationsCard } from '@/features/dashboard/components/applications-card';
import { DirectoryTiles } from '@/features/dashboard/components/directory-tiles';
import { MyDataCard } from '@/features/dashboard/components/my-data-card';
import { RecoveryProgressCard } from '@/features/dashboard/components/recovery-progress-card';
import { StatCards } from '@/features/dashboard/components/stat-cards';
import { usePayoutRequests } from '@/features/payouts/api/get-payout-requests';
import { PayoutsCard } from '@/features/payouts/components/payouts-card';
import { toast } from '@/hooks/use-toast';
import { useDocumentBranding } from '@/lib/branding/use-document-branding';
import { useFocusAfterSignIn } from '@/lib/session/signed-in-navigation';
import { useStoredUser } from '@/lib/session/stored-user';
import { useSessionExpiry } from '@/lib/session/use-session-expiry';
import { FraudReportsCard } from './fraud-reports-card';
import { IncidentDialog } from './incident-dialog';
import { QuickSearchCard } from './quick-search-card';

function DashboardSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading your dashboard`} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}

export default function DashboardPage() {
  const { t } = useLingui();
  useDocumentBranding(t`My Dashboard`);
  const user = useStoredUser();
  const dashboard = useDashboard();
  const applications = useRecoveryApplications();
  const payouts = usePayoutRequests({ refetchInterval: DASHBOARD_REFRESH_MS });
  const [openIncidentId, setOpenIncidentId] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusAfterSignIn(headingRef);
  useSessionExpiry(dashboard.error ?? applications.error ?? payouts.error);

  const email = dashboard.data?.email ?? user?.email ?? '';
  const refreshing = dashboard.isFetching || applications.isFetching || payouts.isFetching;

  const onRefresh = async () => {
    const results = await Promise.all([dashboard.refetch(), applications.refetch(), payouts.refetch()]);
    if (results.some((result) => result.isError)) {
      toast({ title: t`Refresh failed`, description: t`Some information could not be loaded. Please try again.`, variant: 'destructive' });
    } else {
      toast({ title: t`Data Refreshed`, description: t`Your dashboard shows the latest information.` });
    }
  };

  return (
    <main id="main" className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-semibold sm:text-4xl">
            <Trans>My Dashboard</Trans>
          </h1>
          <p className="text-lg break-all text-muted-foreground">
            <Trans>Signed in as {email}</Trans>
          </p>
        </div>
        <Button variant="outline" onClick={() => void onRefresh()} disabled={refreshing} className="self-start sm:self-auto">
          <RefreshCw aria-hidden="true" className={refreshing ? 'animate-spin' : undefined} /> <Trans>Refresh</Trans>
        </Button>
      </div>

      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : dashboard.isError ? (
        <Alert variant="destructive">
          <AlertTitle>
            <Trans>Failed to fetch fraud incidents</Trans>
          </AlertTitle>
          <AlertDescription>
            <Trans>Please try Refresh in a moment.</Trans>
          </AlertDescription>
        </Alert>
      ) : (
        <>
          <section aria-label={t`Your figures`}>
            <StatCards totals={dashboard.data.totals} />
          </section>
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
              <FraudReportsCard
                incidents={dashboard.data.incidents}
                email={email}
                onOpen={setOpenIncidentId}
                payoutOptions={dashboard.data.payoutOptions}
              />
              <ApplicationsCard applications={applications.data} isPending={applications.isPending} isError={applications.isError} />
              <PayoutsCard payouts={payouts.data} isPending={payouts.isPending} isError={payouts.isError} />
            </div>
            <div className="flex min-w-0 flex-col gap-6">
              <RecoveryProgressCard summary={dashboard.data} />
              <QuickSearchCard email={email} />
              <DirectoryTiles tiles={dashboard.data.tiles} />
              <MyDataCard />
            </div>
          </div>
        </>
      )}
      <IncidentDialog incidentId={openIncidentId} onClose={() => setOpenIncidentId(null)} />
    </main>
  );
}
