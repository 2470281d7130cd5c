import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { ChatWidget } from '@/features/chat/chat-widget';
import { createQueryClient } from '@/lib/query-client';

// Radix's toast (5 KB gzip) loads beside the page rather than before it: a toast raised before it
// arrives waits in the store (hooks/use-toast) and shows when it does.
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
        <ChatWidget />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
