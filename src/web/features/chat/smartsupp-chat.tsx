import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type SmartsuppWindow = Window & {
  _smartsupp?: { key: string };
  smartsupp?: ((...args: unknown[]) => void) & { _?: unknown[] };
};

/** Loads the third-party chat only when the server returns a key; otherwise nothing is fetched. */
export default function SmartsuppChat() {
  const { data } = useQuery({
    queryKey: queryKeys.chatConfig,
    queryFn: () => apiRequest<{ key?: string }>('/api/smartsupp-config'),
    retry: false,
  });
  const key = data?.key;

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
