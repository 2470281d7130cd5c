import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@shared/lists/list-query';

export type ListParams = { page: number; pageSize: number; q: string; status: string; sort: string };

const positive = (value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

/**
 * A staff list's page, search, status filter and sort, kept in the address bar so a filtered list
 * can be linked, reloaded and gone back to. Changing anything but the page goes back to page 1.
 */
export function useListParams(defaults: { status?: string; sort?: string } = {}, filters: readonly string[] = []) {
  const [search, setSearch] = useSearchParams();
  const params: ListParams = useMemo(
    () => ({
      page: positive(search.get('page'), 1),
      pageSize: positive(search.get('pageSize'), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
      q: search.get('q') ?? '',
      status: search.get('status') ?? defaults.status ?? 'all',
      sort: search.get('sort') ?? defaults.sort ?? '',
    }),
    [search, defaults.status, defaults.sort],
  );

  // A list's own filters beyond the common five (Money Trails: the victim's e-mail and the incident).
  const filterKey = filters.join(',');
  const extra = useMemo(
    () => Object.fromEntries(filterKey.split(',').filter(Boolean).map((name) => [name, search.get(name) ?? ''])) as Record<string, string>,
    [search, filterKey],
  );

  // The params the next change builds on: the address as last rendered, or the change made since
  // and not yet rendered. Two changes in one moment (Owner, then Fraud type) must both stay; the
  // router's functional update reads the params of its last render and would drop the first.
  const latest = useRef<URLSearchParams>(search);
  useLayoutEffect(() => {
    latest.current = search;
  }, [search]);

  const update = useCallback(
    (changes: Partial<ListParams> & Record<string, string | number | undefined>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === '' || value === undefined) next.delete(key);
        else next.set(key, String(value));
      }
      if (!('page' in changes)) next.delete('page');
      latest.current = next;
      setSearch(next, { replace: true });
    },
    [setSearch],
  );

  /** The query string for the list call: only what differs from the server's defaults. */
  const queryString = useMemo(() => {
    const query = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
    if (params.q.trim()) query.set('q', params.q.trim());
    if (params.status && params.status !== 'all') query.set('status', params.status);
    if (params.sort) query.set('sort', params.sort);
    for (const [name, value] of Object.entries(extra)) if (value.trim()) query.set(name, value.trim());
    return query.toString();
  }, [params, extra]);

  return { params, extra, update, queryString };
}
