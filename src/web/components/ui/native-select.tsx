import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A plain <select>: the phone's own picker, and nothing for assistive technology to guess at. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex min-h-11 w-full rounded-md border border-input bg-card px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring disabled:opacity-60 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
