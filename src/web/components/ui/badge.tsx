import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx';

// Tones pair a tinted background with dark text so every badge stays readable (WCAG AA).
export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-medium whitespace-nowrap',
  {
    variants: {
      tone: {
        grey: 'border-slate-300 bg-slate-100 text-slate-800',
        green: 'border-green-300 bg-green-50 text-green-900',
        yellow: 'border-yellow-300 bg-yellow-50 text-yellow-900',
        orange: 'border-orange-300 bg-orange-50 text-orange-900',
        red: 'border-red-300 bg-red-50 text-red-900',
        blue: 'border-blue-300 bg-blue-50 text-blue-900',
      },
    },
    defaultVariants: { tone: 'grey' },
  },
);

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['tone']>;

export function Badge({ className, tone, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cx(badgeVariants({ tone }), className)} {...props} />;
}
