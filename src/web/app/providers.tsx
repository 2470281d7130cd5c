import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { QuietBoundary } from '@/components/layout/route-error-boundary';
import { ChatWidget } from '@/features/chat/chat-widget';

// Radix's toast (5 KB gzip) loads beside the page rather than before it: a toast raised before it
// arrives waits in the store (hooks/use-toast) and shows when it does.
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

const loadQueryProvider = () => import('@/lib/query-client').then((module) => module.QueryProvider);

/**
 * A lazily loaded screen that uses TanStack Query. Its code and the query library load together (one
 * wait, not two in a row), and it renders inside the app's one query client. The first screen of `/`
 * renders without either: the query library (about 8 KB gzip) is no part of the first load (issue 11).
 */
// Typed as React's own `lazy` is: any component, and the wrapper takes the same props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy: props of any shape
export function lazyWithQueryClient<Screen extends ComponentType<any>>(
  load: () => Promise<{ default: Screen }>,
): ComponentType<ComponentProps<Screen>> {
  return lazy(async () => {
    const [{ default: Loaded }, QueryProvider] = await Promise.all([load(), loadQueryProvider()]);
    function WithQueryClient(props: ComponentProps<Screen>) {
      return (
        <QueryProvider>
          <Loaded {...props} />
        </QueryProvider>
      );
    }
    return { default: WithQueryClient };
  });
}


export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <BrowserRouter>
      {children}
      {/* Their files failing to load must not take the page down with them. */}
      <QuietBoundary>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </QuietBoundary>
      <QuietBoundary>
        <Suspense fallback={null}>
          <ChatWidget />
        </Suspense>
      </QuietBoundary>
    </BrowserRouter>
  );
}
