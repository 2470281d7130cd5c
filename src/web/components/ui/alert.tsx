import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx';

const alertVariants = cva('relative w-full rounded-lg border p-4 text-base [&>svg]:absolute [&>svg]:start-4 [&>svg]:top-4 [&>svg~*]:ps-8', {
  variants: {
    variant: {
      default: 'border-border bg-card text-foreground',
      info: 'border-blue-200 bg-blue-50 text-blue-950',
      success: 'border-green-200 bg-green-50 text-green-950',
      warning: 'border-amber-300 bg-amber-50 text-amber-950',
      destructive: 'border-red-200 bg-red-50 text-red-950',
    },
  },
  defaultVariants: { variant: 'default' },
});

export function Alert({ className, variant, ...props }: ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return <div className={cx(alertVariants({ variant }), className)} {...props} />;
}

export function AlertTitle({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cx('mb-1 font-semibold leading-snug', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx('text-base leading-relaxed', className)} {...props} />;
}
