import { Fragment } from 'react';
import { cx } from '@/lib/cx';

// After these a web address may wrap: the parts between them stay whole.
const SEPARATORS = /([./\-?&=#_~:])/;

/**
 * A web address that wraps at its dots and slashes instead of in the middle of a word (what
 * `break-all` did). A single part longer than the line still breaks, rather than pushing the page
 * sideways.
 */
export function BreakableAddress({ address, className }: { address: string; className?: string }) {
  const parts = address.split(SEPARATORS);
  return (
    <span className={cx('break-words', className)}>
      {parts.map((part, index) =>
        SEPARATORS.test(part) ? (
          // The parts have no identity beyond their place in the address.
          <Fragment key={index}>
            {part}
            <wbr />
          </Fragment>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </span>
  );
}
