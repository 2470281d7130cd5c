import { ShieldCheck } from '@/components/icons/first-load-icons';
import { cx } from '@/lib/cx';

export function BrandMark({ logoUrl, className }: { logoUrl: string; className?: string }) {
  if (logoUrl) return <img src={logoUrl} alt="" className={cx('[:where(&)]:size-9 rounded object-contain', className)} />;
  return (
    <span className={cx('flex [:where(&)]:size-9 items-center justify-center rounded-md bg-primary text-primary-foreground', className)}>
      <ShieldCheck className="size-5" aria-hidden="true" />
    </span>
  );
}
