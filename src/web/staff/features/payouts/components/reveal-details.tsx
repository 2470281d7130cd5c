import { Trans, useLingui } from '@lingui/react/macro';
import { Eye } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { RevealedPayout, StaffPayout } from '@shared/payouts/staff-schema';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { failureToast } from '@/staff/lib/failure-toast';
import { useRevealPayout } from '../api/reveal-payout';

const secondsLeft = (until: string) => Math.max(0, Math.ceil((Date.parse(until) - Date.now()) / 1000));

/**
 * The masked account details, and for those allowed (D17) a Reveal that shows them for a minute,
 * then hides them again. Each reveal asks the server, which records who saw them.
 */
export function RevealDetails({ payout }: { payout: StaffPayout }) {
  const reveal = useRevealPayout();
  const { t } = useLingui();
  const reference = payout.reference;
  const [shown, setShown] = useState<RevealedPayout | null>(null);
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (!shown) return;
    const tick = () => {
      const remaining = secondsLeft(shown.visibleUntil);
      setLeft(remaining);
      if (remaining === 0) setShown(null);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [shown]);

  if (shown) {
    return (
      <div className="flex min-w-48 flex-col gap-1">
        <span className="break-words font-medium">{shown.accountDetails}</span>
        {shown.additionalInfo ? <span className="break-words text-muted-foreground">{shown.additionalInfo}</span> : null}
        <span className="text-xs text-muted-foreground">
          <Trans>Hidden again in {left} s</Trans>
        </span>
        <Button size="sm" variant="ghost" className="self-start" onClick={() => setShown(null)}>
          <Trans>Hide now</Trans>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex min-w-40 flex-col items-start gap-1">
      <span className="font-mono">{payout.accountDetailsMasked}</span>
      {payout.canReveal ? (
        <Button
          size="sm"
          variant="ghost"
          aria-label={t`Reveal the account details of ${reference}`}
          disabled={reveal.isPending}
          onClick={() =>
            reveal.mutate(payout.id, {
              onSuccess: setShown,
              onError: (error) => failureToast(errorMessage(error, t`The account details could not be shown`)),
            })
          }
        >
          <Eye aria-hidden="true" /> <Trans>Reveal</Trans>
        </Button>
      ) : null}
    </div>
  );
}
