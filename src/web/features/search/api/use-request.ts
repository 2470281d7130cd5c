import { useCallback, useEffect, useRef, useState } from 'react';

// The searches are something the visitor does, one request per press, never cached (DECISIONS D1):
// this small hook runs them, shaped like the part of TanStack Query's `useMutation` the search
// screens used, so the search page needs no query library on the first load (issue 11).

type RequestState<Output> =
  | { status: 'idle'; isIdle: true; isPending: false; isSuccess: false; isError: false; data: undefined; error: null }
  | { status: 'pending'; isIdle: false; isPending: true; isSuccess: false; isError: false; data: undefined; error: null }
  | { status: 'success'; isIdle: false; isPending: false; isSuccess: true; isError: false; data: Output; error: null }
  | { status: 'error'; isIdle: false; isPending: false; isSuccess: false; isError: true; data: undefined; error: unknown };

export type RequestCallbacks<Output> = {
  onSuccess?: (data: Output) => void;
  onError?: (error: unknown) => void;
};

export type Request<Input, Output> = RequestState<Output> & {
  /** Sends the request; an earlier one still under way is forgotten (its answer and callbacks). */
  mutate: (input: Input, callbacks?: RequestCallbacks<Output>) => void;
  /** Back to idle; a request still under way is forgotten. */
  reset: () => void;
};

const flags = { isIdle: false, isPending: false, isSuccess: false, isError: false, data: undefined, error: null } as const;
const idle: RequestState<never> = { ...flags, status: 'idle', isIdle: true };
const pending: RequestState<never> = { ...flags, status: 'pending', isPending: true };

export function useRequest<Input, Output>(send: (input: Input) => Promise<Output>): Request<Input, Output> {
  const [state, setState] = useState<RequestState<Output>>(idle);
  // Only the latest request may answer, and only while the screen is there.
  const latest = useRef(0);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback(
    (input: Input, callbacks: RequestCallbacks<Output> = {}) => {
      latest.current += 1;
      const call = latest.current;
      const current = () => call === latest.current && mounted.current;
      setState(pending);
      send(input).then(
        (data) => {
          if (!current()) return;
          setState({ ...flags, status: 'success', isSuccess: true, data });
          callbacks.onSuccess?.(data);
        },
        (error: unknown) => {
          if (!current()) return;
          setState({ ...flags, status: 'error', isError: true, error });
          callbacks.onError?.(error);
        },
      );
    },
    [send],
  );

  const reset = useCallback(() => {
    latest.current += 1;
    setState(idle);
  }, []);

  return { ...state, mutate, reset };
}
