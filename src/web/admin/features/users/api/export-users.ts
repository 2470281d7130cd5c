import { downloadStaffFile } from '@/admin/lib/staff-file';

/** Downloads the CSV of the current filter, under the server's file name. */
export async function downloadUsersCsv(filter: { q: string; status: string; sort: string }): Promise<void> {
  const query = new URLSearchParams();
  if (filter.q.trim()) query.set('q', filter.q.trim());
  if (filter.status && filter.status !== 'all') query.set('status', filter.status);
  if (filter.sort) query.set('sort', filter.sort);
  await downloadStaffFile(`/api/admin/users/export.csv?${query.toString()}`, 'users.csv');
}
