import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '@shared/format/dates';
import type { AlertEvent } from '@shared/alerts/schema';
import { Badge } from '@/components/ui/badge';
import { Pagination } from '@/staff/components/pagination';
import { useListParams } from '@/staff/lib/use-list-params';
import { cn } from '@/lib/cn';
import { useAlertEvents } from '../api/get-alert-events';
import { useMarkAlertsRead } from '../api/mark-alerts-read';

function EventItem({ event, isNew }: { event: AlertEvent; isNew: boolean }) {
  return (
    <li className={cn('flex flex-col gap-1 border-s-4 px-3 py-2', isNew ? 'border-s-primary bg-primary/5' : 'border-s-transparent')}>
      <div className="flex flex-wrap items-start gap-2">
        {isNew ? <Badge tone="blue">New</Badge> : null}
        <p className={cn('min-w-0 flex-1 [overflow-wrap:anywhere]', isNew && 'font-medium')}>{event.message}</p>
      </div>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <span>Rule: {event.alertName}</span>
        <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
        {event.link ? (
          <Link to={event.link} className="text-primary underline underline-offset-4">
            Open the record
            <span className="sr-only">: {event.message}</span>
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
        Recent alerts
      </h2>
      <div className="rounded-lg border border-border bg-card" aria-busy={events.isFetching}>
        {events.isError ? (
          <p className="px-3 py-8 text-center text-muted-foreground">The alerts could not be loaded. Try Refresh All.</p>
        ) : events.isPending ? (
          <p className="px-3 py-8 text-center text-muted-foreground">Loading…</p>
        ) : items.length === 0 ? (
          <p className="px-3 py-8 text-center text-muted-foreground">Nothing has fired yet.</p>
        ) : (
          <ul aria-label="Recent alerts" className="divide-y divide-border">
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
        noun="alerts"
      />
    </section>
  );
}
