import { Trans } from '@lingui/react/macro';
import type { PayoutSummary } from '@shared/payouts/schema';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { PayoutList } from './payout-list';
import { payoutRequestsHeadingProps } from './payout-requests-heading';

export function PayoutsCard({ payouts, isPending, isError }: { payouts: PayoutSummary[] | undefined; isPending: boolean; isError: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle {...payoutRequestsHeadingProps}>
          <Trans>Payout Requests</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Requests to pay out money recovered on your cases.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-20" />
        ) : isError ? (
          <Alert variant="destructive">
            <AlertDescription>
              <Trans>Failed to fetch payout requests</Trans>
            </AlertDescription>
          </Alert>
        ) : !payouts || payouts.length === 0 ? (
          <p className="text-lg text-muted-foreground">
            <Trans>No payout requests yet. You can request one when money has actually been recovered on a case.</Trans>
          </p>
        ) : (
          <PayoutList payouts={payouts} showCase />
        )}
      </CardContent>
    </Card>
  );
}
