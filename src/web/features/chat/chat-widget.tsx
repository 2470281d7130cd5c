import { lazy, Suspense } from 'react';

// The chat draws nothing of its own and is never part of the first paint: its code (and the query
// for its key) loads beside the page instead of before it.
const SmartsuppChat = lazy(() => import('./smartsupp-chat'));

export function ChatWidget() {
  return (
    <Suspense fallback={null}>
      <SmartsuppChat />
    </Suspense>
  );
}
