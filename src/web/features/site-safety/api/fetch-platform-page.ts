import { useCallback, useEffect, useState } from 'react';
import type { PlatformPage } from '@shared/site-safety/platform-page';
import { apiRequest } from '@/lib/api-client';

export type PlatformPageState = { status: 'pending' } | { status: 'ready'; page: PlatformPage } | { status: 'failed'; error: unknown };

/**
 * A platform's public page (D28) without TanStack Query: the page is a first load from a search
 * engine, and the query library would be a tenth of its JavaScript (issue 27's first-load budget).
 * One page, read once per address; a failure can be tried again. PLATFORM_PAGE_NOT_FOUND when none
 * is published at that address.
 */
export function usePlatformPageOnce(slug: string): { state: PlatformPageState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  // An answer counts only for the address and the try it was asked for; anything else is still pending.
  const asked = `${attempt}:${slug}`;
  const [answer, setAnswer] = useState<{ asked: string; state: PlatformPageState } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiRequest<PlatformPage>(`/api/platforms/${encodeURIComponent(slug)}`, { signal: controller.signal }).then(
      (page) => setAnswer({ asked, state: { status: 'ready', page } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ asked, state: { status: 'failed', error } });
      },
    );
    return () => controller.abort();
  }, [asked, slug]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: answer?.asked === asked ? answer.state : { status: 'pending' }, retry };
}
