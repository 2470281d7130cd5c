import { pagingKeys, type ExportFormat, type ExportList } from '@shared/export/schema';

/**
 * The export of a list with the filters its page shows: the list's own query string (from
 * useListParams) without the paging, since the file holds every matching row, not the page.
 */
export function exportPath(list: ExportList, format: ExportFormat, listQuery = ''): string {
  const query = new URLSearchParams(listQuery);
  for (const key of [...pagingKeys, 'format']) query.delete(key);
  query.set('format', format);
  return `/api/admin/export/${list}?${query.toString()}`;
}
