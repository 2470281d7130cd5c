import type { ComponentProps, MouseEvent } from 'react';
import { cx } from '@/lib/cx';

/**
 * A plain <label> with what Radix's Label added: a double click on the label's own text does not
 * select it. Written out here because Radix's Primitive (a component per HTML tag) would otherwise
 * be in the first load only for this.
 */
export function Label({ className, onMouseDown, ...props }: ComponentProps<'label'>) {
  const keepTextUnselected = (event: MouseEvent<HTMLLabelElement>) => {
    // A click inside a control within the label belongs to that control.
    if ((event.target as Element).closest('button, input, select, textarea')) return;
    onMouseDown?.(event);
    if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
  };
  return (
    <label
      className={cx('[:where(&)]:text-base [:where(&)]:font-medium leading-snug', className)}
      onMouseDown={keepTextUnselected}
      {...props}
    />
  );
}
