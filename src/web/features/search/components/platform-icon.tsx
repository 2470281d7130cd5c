import { Bitcoin, Globe, Heart, Landmark, ShoppingCart, TrendingUp, type LucideIcon } from 'lucide-react';
import { platformIconKind, type PlatformIconKind } from '@shared/search/platform-icon-kind';
import { cx } from '@/lib/cx';

const icons: Record<PlatformIconKind, LucideIcon> = {
  crypto: Bitcoin,
  commerce: ShoppingCart,
  dating: Heart,
  investment: TrendingUp,
  lending: Landmark,
  default: Globe,
};

/** Decorative: the platform's type is also written out in words next to it. */
export function PlatformIcon({ type, className }: { type: string | null; className?: string }) {
  const Icon = icons[platformIconKind(type)];
  return (
    <span
      aria-hidden="true"
      className={cx('flex size-12 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground', className)}
    >
      <Icon className="size-6" />
    </span>
  );
}
