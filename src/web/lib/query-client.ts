import { QueryClient } from '@tanstack/react-query';

// The spec's defaults: no retries, never stale, no refetch on focus. Screens that need fresher
// data (the dashboard's 30 s refresh) ask for it explicitly.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
