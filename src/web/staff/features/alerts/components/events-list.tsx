import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { AlertEvent } from '@shared/alerts/schema';
import { Badge } from '@/components/ui/badge';
import { Pagination } from '@/staff/components/pagination';
import { useListParams } from '@/staff/lib/use-list-params';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/i18n/format';
import { useAlertEvents } from '../api/get-alert-events';
import { useMarkAlertsRead } from '../api/mark-alerts-read';

function EventItem({ event, isNew }: { event: AlertEvent; isNew: boolean }) {
  const ruleName = event.alertName;
  const message = event.message;
  return (
    <li className={cn('flex flex-col gap-1 border-s-4 px-3 py-2', isNew ? 'border-s-primary bg-primary/5' : 'border-s-transparent')}>
      <div className="flex flex-wrap items-start gap-2">
        {isNew ? <Badge tone="blue">
            <Trans>New</Trans>
          </Badge> : null}
        <p className={cn('min-w-0 flex-1 [overflow-wrap:anywhere]', isNew && 'font-medium')}>{event.message}</p>
      </div>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <span>
          <Trans>Rule: {ruleName}</Trans>
        </span>
        <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
        {event.link ? (
          <Link to={event.link} className="text-primary underline underline-offset-4">
            <Trans>
              Open the record
              <span className="sr-only">: {message}</span>
            </Trans>
          </Link>
        ) : null}
      </p>
    </li>
  );
}

/**
 * What the rules found, newest first, a page at a time. Opening it marks everything so far as read
 * (once, after the first page has loaded, so the bell's count drops); what was unread then keeps
 * its "New" marker while the page stays open.
 */
export function EventsList() {
  const { params, update } = useListParams();
  const events = useAlertEvents({ page: params.page, pageSize: params.pageSize });
  const markRead = useMarkAlertsRead();
  const marked = useRef(false);
  // Unread means "fired after the last time this person looked", and the list is newest first: so
  // the unread ones at opening are the first `unread` of the whole list, whichever page shows them.
  const [unreadAtOpen, setUnreadAtOpen] = useState(0);
  const { mutate: markAllRead } = markRead;
  const { t } = useLingui();

  useEffect(() => {
    if (marked.current || !events.isSuccess) return;
    marked.current = true;
    setUnreadAtOpen(events.data.unread);
    markAllRead();
  }, [events.isSuccess, events.data, markAllRead]);

  const offset = (params.page - 1) * params.pageSize;
  const items = events.data?.items ?? [];

  return (
    <section aria-labelledby="recent-alerts" className="flex flex-col gap-2">
      <h2 id="recent-alerts" className="text-lg font-semibold">
        <Trans>Recent alerts</Trans>
      </h2>
      <div className="rounded-lg border border-border bg-card" aria-busy={events.isFetching}>
        {events.isError ? (
          <p className="px-3 py-8 text-center text-muted-foreground">
            <Trans>The alerts could not be loaded. Try Refresh All.</Trans>
          </p>
        ) : events.isPending ? (
          <p className="px-3 py-8 text-center text-muted-foreground">
            <Trans>Loading…</Trans>
          </p>
        ) : items.length === 0 ? (
          <p className="px-3 py-8 text-center text-muted-foreground">
            <Trans>Nothing has fired yet.</Trans>
          </p>
        ) : (
          <ul aria-label={t`Recent alerts`} className="divide-y divide-border">
            {items.map((event, index) => (
              <EventItem key={event.id} event={event} isNew={event.unread || offset + index < unreadAtOpen} />
            ))}
          </ul>
        )}
      </div>
      <Pagination
        page={params.page}
        pageSize={params.pageSize}
        total={events.data?.total}
        onPage={(page) => update({ page })}
        onPageSize={(pageSize) => update({ pageSize })}
        noun={t`alerts`}
      />
    </section>
  );
}
