import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The address's search parameters, and a setter for one of them (removed when empty) that replaces
 * the history entry: a staff page's tab or date range is part of its link, but each keystroke is
 * not a step back.
 */
export function useSearchParam(): [URLSearchParams, (key: string, value: string) => void] {
  const [search, setSearch] = useSearchParams();
  const setParam = useCallback(
    (key: string, value: string) =>
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [search, setParam];
}
