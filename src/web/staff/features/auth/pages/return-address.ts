import { paths } from '@/lib/paths';

/** Where the guard sent the person from, if it is a staff address; else My work, the staff landing page. */
export function returnAddress(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && (from === paths.admin || from.startsWith(`${paths.admin}/`)) ? from : paths.adminMyWork;
}
