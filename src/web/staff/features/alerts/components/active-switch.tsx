import { useLingui } from '@lingui/react/macro';
import type { AlertRule } from '@shared/alerts/schema';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

type ActiveSwitchProps = {
  rule: AlertRule;
  /** Without it the rule's state is shown, not offered (a case worker's view). */
  onToggle?: (rule: AlertRule) => void;
  busy?: boolean;
};

/** A rule on or off: a switch for an admin (Space or Enter flips it), a plain badge otherwise. */
export function ActiveSwitch({ rule, onToggle, busy = false }: ActiveSwitchProps) {
  const { t } = useLingui();
  const state = rule.isActive ? t`On` : t`Off`;
  if (!onToggle) return <Badge tone={rule.isActive ? 'green' : 'grey'}>{state}</Badge>;
  const name = rule.name;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={rule.isActive}
      aria-label={t`Active: ${name}`}
      disabled={busy}
      onClick={() => onToggle(rule)}
      className="inline-flex min-h-9 items-center gap-2 rounded-md px-1 text-sm focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={cn('relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border transition-colors', rule.isActive ? 'border-primary bg-primary' : 'border-input bg-muted')}
      >
        <span className={cn('inline-block size-4 rounded-full bg-card shadow transition-transform', rule.isActive ? 'translate-x-6' : 'translate-x-1')} />
      </span>
      <span aria-hidden="true">{state}</span>
    </button>
  );
}
