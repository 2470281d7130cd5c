import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cx(
        'flex [:where(&)]:min-h-11 w-full rounded-md border border-input bg-card [:where(&)]:px-3 [:where(&)]:py-2 [:where(&)]:text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive file:me-3 file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-secondary-foreground',
        className,
      )}
      {...props}
    />
  );
}
