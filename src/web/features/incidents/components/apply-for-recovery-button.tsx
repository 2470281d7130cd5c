import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Button, type ButtonProps } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** The recovery form reads these four query parameters to prefill itself. */
export function applyForRecoveryHref(options: { incidentId: number; platform: string; email: string; amount: string }): string {
  const query = new URLSearchParams({
    incidentId: String(options.incidentId),
    platform: options.platform,
    email: options.email,
    amount: options.amount,
  });
  return `${paths.recovery}?${query}`;
}

export function ApplyForRecoveryButton({
  incidentId,
  platform,
  email,
  amount,
  ...buttonProps
}: { incidentId: number; platform: string; email: string; amount: string } & Omit<ButtonProps, 'asChild'>) {
  return (
    <Button asChild {...buttonProps}>
      <Link to={applyForRecoveryHref({ incidentId, platform, email, amount })}>
        <Trans>Apply for Recovery</Trans>
      </Link>
    </Button>
  );
}
