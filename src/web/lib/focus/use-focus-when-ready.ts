import { useCallback, useEffect, useReducer, useRef } from 'react';

type FindTarget = () => HTMLElement | null | undefined;

// A target that has not appeared by then (a list that never refreshed) must not steal focus later.
const GIVE_UP_AFTER_MS = 5000;

/**
 * Moves focus to an element that may not be on screen yet: a new message after the refetch, a
 * list that replaces its empty state, a button that is re-enabled. Call the returned function with
 * a finder; it is tried after every render of the calling component until it returns an element
 * that can take focus.
 */
export function useFocusWhenReady(): (find: FindTarget) => void {
  const pending = useRef<{ find: FindTarget; until: number } | null>(null);
  // A render right after the request, in case the target is already there.
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    const request = pending.current;
    if (!request) return;
    if (Date.now() > request.until) {
      pending.current = null;
      return;
    }
    const target = request.find();
    if (target && !target.matches(':disabled')) {
      pending.current = null;
      target.focus();
    }
  });

  return useCallback((find: FindTarget) => {
    pending.current = { find, until: Date.now() + GIVE_UP_AFTER_MS };
    rerender();
  }, []);
}
