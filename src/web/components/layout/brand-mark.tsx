import { ShieldCheck } from 'lucide-react';
import { cn } from '@/lib/cn';

export function BrandMark({ logoUrl, className }: { logoUrl: string; className?: string }) {
  if (logoUrl) return <img src={logoUrl} alt="" className={cn('size-9 rounded object-contain', className)} />;
  return (
    <span className={cn('flex size-9 items-center justify-center rounded-md bg-primary text-primary-foreground', className)}>
      <ShieldCheck className="size-5" aria-hidden="true" />
    </span>
  );
}
