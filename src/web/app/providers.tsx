import { lazy, Suspense, useCallback, useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { BrowserRouter } from 'react-router';
import { lazyWithTexts } from '@/lib/i18n/lazy-with-texts';
import { i18n, textsReady } from '@/lib/i18n/texts';
import { QuietBoundary } from '@/components/layout/route-error-boundary';
import { ChatWidget } from '@/features/chat/chat-widget';
import { useToasts } from '@/hooks/use-toast';

const Toaster = lazyWithTexts(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

/**
 * The notification area (Radix's toast with what it brings, about 25 KB gzip) loads when the first
 * toast is raised or F8 asks for it, not with every page: most visits to / raise none before a
 * search. A toast raised before it arrives waits in the store (hooks/use-toast) and shows when it
 * does; an F8 pressed before it arrives is passed on to it once it is there.
 */
function ToasterWhenNeeded() {
  const raised = useToasts().length > 0;
  const [askedByKey, setAskedByKey] = useState(false);
  const needed = raised || askedByKey;
  useEffect(() => {
    if (needed) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === 'F8' || event.key === 'F8') setAskedByKey(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [needed]);
  const passOnF8 = useCallback(() => {
    if (askedByKey) document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8', code: 'F8' }));
  }, [askedByKey]);
  if (!needed) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <Toaster onReady={passOnF8} />
      </Suspense>
    </QuietBoundary>
  );
}

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
    await textsReady();
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
    <I18nProvider i18n={i18n}>
      <BrowserRouter>
        {children}
        {/* Their files failing to load must not take the page down with them. */}
        <ToasterWhenNeeded />
        <QuietBoundary>
          <Suspense fallback={null}>
            <ChatWidget />
          </Suspense>
        </QuietBoundary>
      </BrowserRouter>
    </I18nProvider>
  );
}
