import type { PgTable } from 'drizzle-orm/pg-core';
import type { ListPage } from '@shared/lists/list-query';
import type { Db } from '../kernel/db/client';
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

/**
 * Inserts a list's rows one at a time, in order, so their ids rise with their place, and answers
 * them as stored (ids and defaults filled in).
 */
export async function insertInOrder<T extends PgTable>(db: Db, table: T, values: T['$inferInsert'][]): Promise<T['$inferSelect'][]> {
  const rows: T['$inferSelect'][] = [];
  for (const value of values) {
    const [row] = await db.insert(table).values(value).returning();
    rows.push(row as T['$inferSelect']);
  }
  return rows;
}
