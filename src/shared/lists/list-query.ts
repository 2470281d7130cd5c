import { z } from 'zod';

/** Rows per page a staff list offers, and the most one request may ask for. */
export const pageSizes = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** Which page of a list and how long one is (`?page&pageSize`); the audit log pages with these too. */
export const pageFields = {
  page: z.coerce.number().int('Page must be a whole number').min(1, 'Page must be 1 or more').max(1_000_000).default(1),
  pageSize: z.coerce
    .number()
    .int('Page size must be a whole number')
    .min(1, 'Page size must be 1 or more')
    .max(MAX_PAGE_SIZE, `Page size must be at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
};

/**
 * The query every staff list takes (`?page&pageSize&q&status&sort`). Paging, search and sorting
 * happen on the server: an organisation has years of cases, and no screen loads a whole table.
 * A list narrows `status` and `sort` to its own values with `listQuerySchema(statuses, sorts)`.
 */
export function listQuerySchema<S extends readonly [string, ...string[]], O extends readonly [string, ...string[]]>(
  statuses: S,
  sorts: O,
) {
  return z.object({
    ...pageFields,
    q: z.string().trim().max(200, 'Search is too long').optional(),
    status: z.enum(['all', ...statuses] as [string, ...string[]]).default('all') as unknown as z.ZodDefault<
      z.ZodEnum<{ [K in 'all' | S[number]]: K }>
    >,
    sort: z.enum(sorts).default(sorts[0]) as unknown as z.ZodDefault<z.ZodEnum<{ [K in O[number]]: K }>>,
  });
}

/**
 * One page of a staff list: the rows asked for, and how many match in all. A list whose search can
 * match a large share of a big table may stop counting: then `total` is how many are known to
 * match at least, and `totalIsLowerBound` says so ("1,000+ incidents").
 */
export function listPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    totalIsLowerBound: z.boolean().optional(),
  });
}

export type ListPage<T> = { items: T[]; total: number; totalIsLowerBound?: boolean };
