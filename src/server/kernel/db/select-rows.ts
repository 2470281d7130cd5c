import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client';

/**
 * The rows of a raw SQL query, on either driver: PGlite answers `execute` with `{ rows }`,
 * postgres.js with the rows themselves. For the few queries the query builder cannot write.
 */
export async function selectRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}
