import { useEffect, useState } from 'react';
import { apiRequest } from '@/lib/api-client';

type SmartsuppWindow = Window & {
  _smartsupp?: { key: string };
  smartsupp?: ((...args: unknown[]) => void) & { _?: unknown[] };
};

/** Loads the third-party chat only when the server returns a key; otherwise nothing is fetched. */
export default function SmartsuppChat() {
  // One plain request per page load, not a query: a visitor to / then never downloads the query
  // library just for this (issue 11). No key, or no answer, means no chat.
  const [key, setKey] = useState<string | undefined>();
  useEffect(() => {
    let current = true;
    apiRequest<{ key?: string }>('/api/smartsupp-config')
      .then((answer) => {
        if (current) setKey(answer.key);
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    if (!key || document.getElementById('smartsupp-loader')) return;
    const w = window as SmartsuppWindow;
    w._smartsupp = { key };
    const queue: unknown[] = [];
    const smartsupp = Object.assign((...args: unknown[]) => queue.push(args), { _: queue });
    w.smartsupp = smartsupp;
    const script = document.createElement('script');
    script.id = 'smartsupp-loader';
    script.async = true;
    script.src = 'https://www.smartsuppchat.com/loader.js';
    document.body.appendChild(script);
  }, [key]);

  return null;
}
