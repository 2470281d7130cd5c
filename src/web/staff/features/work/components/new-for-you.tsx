import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/i18n/format';
import type { BellItem } from '@shared/work/schema';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useBell } from '../api/get-bell';
import { useMarkBellRead } from '../api/mark-bell-read';

function BellEntry({ item, isNew }: { item: BellItem; isNew: boolean }) {
  return (
    <li className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 border-s-4 px-3 py-2', isNew ? 'border-s-primary bg-primary/5' : 'border-s-transparent')}>
      {isNew ? (
        <Badge tone="blue">
          <Trans>New</Trans>
        </Badge>
      ) : null}
      {item.link ? (
        <Link to={item.link} className={cn('min-w-0 text-primary underline underline-offset-4 [overflow-wrap:anywhere]', isNew && 'font-medium')}>
          {item.message}
        </Link>
      ) : (
        <span className={cn('min-w-0 [overflow-wrap:anywhere]', isNew && 'font-medium')}>{item.message}</span>
      )}
      <time dateTime={item.createdAt} className="text-sm text-muted-foreground">
        {formatDateTime(item.createdAt)}
      </time>
    </li>
  );
}

/**
 * What the bell counts, newest first: reports, applications, uploads, messages, payout requests, cases
 * given to me, alerts. Showing it marks everything so far as read (once, after the first page has
 * loaded); what was new then keeps its marker while the page stays open.
 */
export function NewForYou() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const bell = useBell(page);
  const { mutate: markAllRead } = useMarkBellRead();
  const marked = useRef(false);
  const [unreadAtOpen, setUnreadAtOpen] = useState(0);

  useEffect(() => {
    if (marked.current || !bell.isSuccess) return;
    marked.current = true;
    setUnreadAtOpen(bell.data.unread);
    markAllRead();
  }, [bell.isSuccess, bell.data, markAllRead]);

  const pageSize = 20;
  const items = bell.data?.items ?? [];
  return (
    <section id="new" aria-labelledby="new-heading" className="flex scroll-mt-20 flex-col gap-2">
      <h2 id="new-heading" className="text-lg font-semibold">
        <Trans>New for you</Trans>
      </h2>
      <div className="rounded-lg border border-border bg-card" aria-busy={bell.isFetching}>
        {bell.isError ? (
          <p className="px-3 py-6 text-center text-muted-foreground">
            <Trans>This could not be loaded. Try Refresh All.</Trans>
          </p>
        ) : bell.isPending ? (
          <p className="px-3 py-6 text-center text-muted-foreground">
            <Trans>Loading…</Trans>
          </p>
        ) : items.length === 0 ? (
          <p className="px-3 py-6 text-center text-muted-foreground">
            <Trans>Nothing new.</Trans>
          </p>
        ) : (
          <ul aria-label={t`New for you`} className="divide-y divide-border">
            {items.map((item, index) => (
              <BellEntry key={item.key} item={item} isNew={item.unread || (page - 1) * pageSize + index < unreadAtOpen} />
            ))}
          </ul>
        )}
      </div>
      {page > 1 || bell.data?.hasMore ? (
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
            <Trans>Newer</Trans>
          </Button>
          <Button variant="outline" size="sm" disabled={!bell.data?.hasMore} onClick={() => setPage((p) => p + 1)}>
            <Trans>Older</Trans>
          </Button>
        </div>
      ) : null}
    </section>
  );
}
