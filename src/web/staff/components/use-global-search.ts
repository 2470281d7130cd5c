import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SEARCH_MIN_LENGTH, type GlobalSearchResult } from '@shared/overview/schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '../lib/staff-query-keys';

const SETTLE_MS = 200;

export function searchEverything(q: string): Promise<GlobalSearchResult> {
  return apiRequest<GlobalSearchResult>(`/api/admin/search?q=${encodeURIComponent(q)}`);
}

/** The header search's hits for a term, asked for once typing settles and the term is long enough. */
export function useGlobalSearch(text: string) {
  const [term, setTerm] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const enabled = term.length >= SEARCH_MIN_LENGTH;
  const query = useQuery({
    queryKey: staffKeys.search(term),
    queryFn: () => searchEverything(term),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return { ...query, term, enabled };
}
