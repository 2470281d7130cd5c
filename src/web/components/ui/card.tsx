import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx('rounded-lg border [:where(&)]:border-border bg-card text-card-foreground shadow-sm', className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx('flex flex-col gap-1.5 [:where(&)]:p-6', className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 className={cx('text-xl font-semibold leading-tight', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cx('text-base text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx('[:where(&)]:p-6 [:where(&)]:pt-0', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx('flex items-center gap-3 [:where(&)]:p-6 [:where(&)]:pt-0', className)} {...props} />;
}
