import { Trans } from '@lingui/react/macro';
import { formatNumber } from '@/lib/i18n/format';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatQueueCount } from '@/staff/lib/queue-count';

/**
 * One queue of My work: its heading with how many there are (the section's anchor, which the
 * sidebar links to), the first of them as a list, and what to say when there are none. When more
 * wait than are shown and a list filter holds exactly this queue, `all` links to that list.
 */
export function QueueSection({
  id,
  title,
  count,
  shown,
  empty,
  all,
  children,
}: {
  id: string;
  title: string;
  count: number;
  shown: number;
  empty: string;
  all?: { href: string; label: string };
  children: ReactNode;
}) {
  const shownCount = formatNumber(shown);
  const total = formatQueueCount(count);
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="flex scroll-mt-20 flex-col gap-2">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}{' '}
        <span className="whitespace-nowrap text-base font-normal text-muted-foreground tabular-nums">({formatQueueCount(count)})</span>
      </h2>
      <div className="rounded-lg border border-border bg-card">
        {shown === 0 ? <p className="px-3 py-6 text-center text-muted-foreground">{empty}</p> : <ul className="divide-y divide-border">{children}</ul>}
      </div>
      {count > shown ? (
        <p className="text-sm text-muted-foreground">
          <Trans>
            The first {shownCount} of {total}, most pressing first.
          </Trans>
          {all ? (
            <>
              {' '}
              <Link to={all.href} className="text-primary underline underline-offset-4">
                {all.label}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
