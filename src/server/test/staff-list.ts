import type { ListPage } from '@shared/lists/list-query';
import type { AppWithPeople } from './suite-app';

/**
 * A staff list read as its tests read it: `list` asks for a page (the query as in
 * `?page&pageSize&q&status&sort`) as the admin unless other headers are given, and `ids` answers
 * what `pick` takes from each item of the page, in order.
 */
export function staffListReader<Item, Id>(t: AppWithPeople, path: string, pick: (item: Item) => Id) {
  const list = (query = '', headers: Record<string, string> = t.admin.headers) => t.app.inject({ method: 'GET', url: `${path}?${query}`, headers });
  const ids = async (query: string) => (await list(query)).json<ListPage<Item>>().items.map(pick);
  return { list, ids };
}
