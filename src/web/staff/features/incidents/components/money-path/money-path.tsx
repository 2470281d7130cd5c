import { Plural, Trans } from '@lingui/react/macro';
import { Suspense, useSyncExternalStore } from 'react';
import type { MoneyPathTrail } from '@shared/money-trails/money-path';
import { buildMoneyPath } from '@shared/money-trails/money-path';
import { lazyWithTexts } from '@/lib/i18n/lazy-with-texts';

// The drawing library loads only with this section of a case that has trails.
const MoneyPathPicture = lazyWithTexts(() => import('./money-path-picture'));

const NARROW = '(max-width: 640px)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isNarrow = () => window.matchMedia(NARROW).matches;

/** The money's path above the table of the same transfers; the table is what a screen reader reads. */
export function MoneyPath({ trails }: { trails: readonly MoneyPathTrail[] }) {
  const compact = useSyncExternalStore(subscribe, isNarrow, () => false);
  if (trails.length === 0) return null;
  const path = buildMoneyPath(trails);
  const accounts = path.nodes.length;
  const transfers = trails.length;
  return (
    <figure className="flex flex-col gap-2" data-testid="money-path">
      {/* Hidden from assistive technology: the table below holds the same transfers, in order. */}
      <div aria-hidden="true" className="w-full overflow-hidden rounded-md border border-border bg-muted/30">
        <Suspense
          fallback={
            <p className="p-4 text-muted-foreground">
              <Trans>Drawing the money's path…</Trans>
            </p>
          }
        >
          <MoneyPathPicture trails={trails} compact={compact} />
        </Suspense>
      </div>
      <figcaption className="text-sm text-muted-foreground">
        <Trans>
          Money path: <Plural value={transfers} one="# transfer" other="# transfers" /> between{' '}
          <Plural value={accounts} one="# account" other="# accounts" />. Drag to move around the picture and pinch to zoom; the
          table below lists the same transfers. Drawn with{' '}
          <a href="https://reactflow.dev" className="text-primary underline underline-offset-4">
            React Flow
          </a>
          .
        </Trans>
      </figcaption>
    </figure>
  );
}
