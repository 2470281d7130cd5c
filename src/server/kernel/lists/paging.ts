import { sql, type SQL } from 'drizzle-orm';

/** LIMIT/OFFSET of a page (pages count from 1). */
export function pageWindow(query: { page: number; pageSize: number }): { limit: number; offset: number } {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

/**
 * A search term as an ILIKE pattern matching it anywhere, with the user's own % and _ taken
 * literally. The pg_trgm indexes of migration 0004 serve these patterns.
 */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column ILIKE '%term%'`, for a term already trimmed and non-empty. */
export function ilikeContains(column: SQL | SQL.Aliased | unknown, term: string): SQL {
  return sql`${column} ilike ${containsPattern(term)}`;
}
