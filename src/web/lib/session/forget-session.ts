import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { storeUser } from './stored-user';

/**
 * Signed out (or deleted): forget who it was and everything fetched for them. The branding stays,
 * because it belongs to the organisation, not to the victim.
 */
export function forgetSession(queryClient: QueryClient): void {
  storeUser(null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.settings[0] });
}
