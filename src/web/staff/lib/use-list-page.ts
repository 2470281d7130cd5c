import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';

/**
 * One page of a staff list, asked for under its own key. The old page stays on screen while the next
 * loads, so the table does not jump.
 */
export function useListPage<Page>(queryKey: QueryKey, load: () => Promise<Page>) {
  return useQuery({ queryKey, queryFn: load, placeholderData: keepPreviousData });
}
