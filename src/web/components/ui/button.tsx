import { Slot } from './slot';
import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx';

// Written out rather than with class-variance-authority, which would be in the first load only for
// this. Defaults a caller may replace are at zero specificity (see lib/cx.ts).
const BASE =
  'inline-flex items-center justify-center gap-2 [:where(&)]:whitespace-nowrap rounded-md font-medium transition-colors focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0';

const VARIANTS = {
  default: 'bg-primary text-primary-foreground hover:bg-primary/90',
  destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
  outline: 'border border-input bg-card hover:bg-accent hover:text-accent-foreground',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
  ghost: 'hover:bg-accent hover:text-accent-foreground',
  link: 'text-primary underline underline-offset-4 hover:no-underline',
};

const SIZES = {
  default: '[:where(&)]:min-h-11 [:where(&)]:px-5 [:where(&)]:py-2 [:where(&)]:text-base',
  sm: '[:where(&)]:min-h-9 [:where(&)]:px-3 [:where(&)]:text-sm',
  lg: '[:where(&)]:min-h-12 [:where(&)]:px-7 [:where(&)]:text-lg',
  icon: '[:where(&)]:size-11',
};

export type ButtonVariantProps = {
  variant?: keyof typeof VARIANTS | null;
  size?: keyof typeof SIZES | null;
  className?: string;
};

export function buttonVariants({ variant, size, className }: ButtonVariantProps = {}): string {
  return cx(BASE, VARIANTS[variant ?? 'default'], SIZES[size ?? 'default'], className);
}

export type ButtonProps = ComponentProps<'button'> & Omit<ButtonVariantProps, 'className'> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      className={buttonVariants({ variant, size, className })}
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    />
  );
}
