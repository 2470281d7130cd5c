import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldAlert } from '@/components/icons/first-load-icons';
import { cx } from '@/lib/cx';

/** DECISIONS D6: the recovery-scam notice, in the footer and in every recovery and payout flow. */
/**
 * `inFlow`: inside a recovery or payout screen the notice is part of the content, not a second
 * complementary landmark with the same name as the footer's (axe: landmark-unique).
 */
export function ScamWarning({
  className,
  compact = false,
  inFlow = false,
}: {
  className?: string;
  compact?: boolean;
  inFlow?: boolean;
}) {
  const { t } = useLingui();
  const Element = inFlow ? 'div' : 'aside';
  return (
    <Element
      role={inFlow ? 'note' : undefined}
      aria-label={t`Beware of recovery scams`}
      className={cx(
        'flex gap-3 rounded-lg border border-amber-300 bg-amber-50 text-amber-950',
        compact ? 'p-3 text-sm' : 'p-4 text-base',
        className,
      )}
    >
      <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">
          <Trans>Beware of recovery scams</Trans>
        </p>
        <p>
          <Trans>
            We never ask for upfront fees, gift cards, crypto, remote access to your device, or your passwords. Asking
            for help is free. If anyone claiming to be us asks for any of these, it is a scam.
          </Trans>
        </p>
      </div>
    </Element>
  );
}
