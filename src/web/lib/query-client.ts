import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { createElement, useContext, type ReactNode } from 'react';

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

// This module, and TanStack Query with it, is loaded with import() by the screens that use it
// (app/providers.tsx, `lazyWithQueryClient`), so the first screen of `/` renders without the query
// library (issue 11, a lighter first load). Every such screen shares the one client made here.
let appClient: QueryClient | undefined;

export function getQueryClient(): QueryClient {
  appClient ??= createQueryClient();
  return appClient;
}

/** Gives its children the app's one query client, unless one is given already (a test's own). */
export function QueryProvider({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  if (given) return children;
  return createElement(QueryClientProvider, { client: getQueryClient() }, children);
}
