import { Suspense } from 'react';
import { lazyWithTexts } from '@/lib/i18n/lazy-with-texts';

// The chat draws nothing of its own and is never part of the first paint: its code (and the query
// for its key) loads beside the page instead of before it.
const SmartsuppChat = lazyWithTexts(() => import('./smartsupp-chat'));

/**
 * Whether the server configured a chat: it says so on the page (<meta name="chat-widget">, set by
 * the server only when it has a key). Without it nothing of the chat is fetched, neither its code
 * nor /api/smartsupp-config: the widget costs a visitor nothing where there is none.
 */
export function chatConfigured(): boolean {
  return typeof document !== 'undefined' && document.querySelector('meta[name="chat-widget"]') !== null;
}

export function ChatWidget() {
  if (!chatConfigured()) return null;
  return (
    <Suspense fallback={null}>
      <SmartsuppChat />
    </Suspense>
  );
}
