import { t } from '@lingui/core/macro';
import type { ListPage } from '@shared/lists/list-query';
import type { ListParams } from './use-list-params';

type Option = { value: string; label: string };

/** What a list page's query hook gives back, as far as the toolbar, table and pager read it. */
type LoadedPage<T> = { data?: ListPage<T>; isFetching: boolean; isError: boolean };

/** The words a list's table shows when it has no rows to show. */
type TableTexts = {
  /** Names the table before ", page 2 of 40" for a screen reader. */
  caption: string;
  error: string;
  /** A search or filter is on and nothing matches it. */
  noMatch: string;
  /** Nothing at all yet. */
  none: string;
};

/**
 * What a paged staff list's search box, status filter, table and pager take from its address-bar
 * params (useListParams) and the page loaded for them, so every list pages, filters and says
 * "nothing matches" the same way.
 */
export function listView<T>(
  { params, update }: { params: ListParams; update: (changes: Partial<ListParams>) => void },
  list: LoadedPage<T>,
  filtered = params.q.trim() !== '' || params.status !== 'all',
) {
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / params.pageSize));
  const page = params.page;
  return {
    search: { q: params.q, onSearch: (q: string) => update({ q }) },
    status: (label: string, options: Option[]) => ({ label, value: params.status, options, onChange: (status: string) => update({ status }) }),
    table: ({ caption, error, noMatch, none }: TableTexts) => ({
      caption: t`${caption}, page ${page} of ${pages}`,
      rows: list.data?.items,
      isLoading: list.isFetching,
      error: list.isError ? error : undefined,
      empty: filtered ? noMatch : none,
    }),
    pager: {
      page: params.page,
      pageSize: params.pageSize,
      total: list.data?.total,
      totalIsLowerBound: list.data?.totalIsLowerBound,
      onPage: (page: number) => update({ page }),
      onPageSize: (pageSize: number) => update({ pageSize }),
    },
  };
}
