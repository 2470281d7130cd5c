import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Button, type ButtonProps } from '@/components/ui/button';
import { paths } from '@/lib/paths';

type CaseToApplyFor = { incidentId: number; platform: string; email: string; amount: string; currency: string };

/** The recovery form reads these five query parameters to prefill itself: the loss with its currency (issue 28). */
export function applyForRecoveryHref(options: CaseToApplyFor): string {
  const query = new URLSearchParams({
    incidentId: String(options.incidentId),
    platform: options.platform,
    email: options.email,
    amount: options.amount,
    currency: options.currency,
  });
  return `${paths.recovery}?${query}`;
}

export function ApplyForRecoveryButton({
  incidentId,
  platform,
  email,
  amount,
  currency,
  ...buttonProps
}: CaseToApplyFor & Omit<ButtonProps, 'asChild'>) {
  return (
    <Button asChild {...buttonProps}>
      <Link to={applyForRecoveryHref({ incidentId, platform, email, amount, currency })}>
        <Trans>Apply for Recovery</Trans>
      </Link>
    </Button>
  );
}
