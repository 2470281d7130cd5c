import { Fragment, type ReactNode } from 'react';

/**
 * Short facts on one line, "a · b · c". Each fact stays whole and its dot stays on the end of the
 * fact before the next one, so a narrow screen wraps between facts and no line starts with "·".
 */
export function DotSeparated({ items, className }: { items: ReactNode[]; className?: string }) {
  const shown = items.filter((item) => item !== null && item !== undefined && item !== false && item !== '');
  return (
    <span className={className}>
      {shown.map((item, index) => {
        const last = index === shown.length - 1;
        return (
          // The facts have no identity beyond their place in the line.
          <Fragment key={index}>
            <span className="whitespace-nowrap">
              {item}
              {last ? null : '\u00a0·'}
            </span>
            {last ? null : ' '}
          </Fragment>
        );
      })}
    </span>
  );
}
