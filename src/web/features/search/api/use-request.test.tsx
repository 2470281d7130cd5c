import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRequest } from './use-request';

function controlled() {
  const calls: { input: string; resolve: (value: string) => void; reject: (error: unknown) => void }[] = [];
  const send = vi.fn(
    (input: string) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ input, resolve, reject });
      }),
  );
  return { send, calls };
}

// The searches run on this small hook instead of TanStack Query (issue 11, a lighter first load);
// what the search screens relied on stays: every press asks the server, and only the latest
// request, still wanted, may answer.
describe('useRequest', () => {
  it('asks again on every call, and reports pending, then the answer and its callback', async () => {
    const { send, calls } = controlled();
    const { result } = renderHook(() => useRequest(send));
    expect(result.current.isIdle).toBe(true);

    const onSuccess = vi.fn();
    act(() => result.current.mutate('a@example.com', { onSuccess }));
    expect(result.current.isPending).toBe(true);
    await act(async () => calls[0]?.resolve('first'));
    expect(result.current.isSuccess && result.current.data).toBe('first');
    expect(onSuccess).toHaveBeenCalledWith('first');

    act(() => result.current.mutate('a@example.com'));
    expect(send).toHaveBeenCalledTimes(2);
    expect(result.current.isPending).toBe(true);
  });

  it('reports a failure with its error and callback', async () => {
    const { send, calls } = controlled();
    const { result } = renderHook(() => useRequest(send));
    const onError = vi.fn();
    act(() => result.current.mutate('a@example.com', { onError }));
    const failure = new Error('refused');
    await act(async () => calls[0]?.reject(failure));
    expect(result.current.isError).toBe(true);
    expect(result.current.error).toBe(failure);
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('forgets a request that a newer one or a reset replaced', async () => {
    const { send, calls } = controlled();
    const { result } = renderHook(() => useRequest(send));
    const first = vi.fn();
    const second = vi.fn();
    act(() => result.current.mutate('old@example.com', { onSuccess: first, onError: first }));
    act(() => result.current.mutate('new@example.com', { onSuccess: second }));
    await act(async () => calls[0]?.resolve('old results'));
    expect(result.current.isPending).toBe(true);
    await act(async () => calls[1]?.resolve('new results'));
    expect(result.current.data).toBe('new results');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('new results');

    const third = vi.fn();
    act(() => result.current.mutate('again@example.com', { onSuccess: third, onError: third }));
    act(() => result.current.reset());
    await act(async () => calls[2]?.reject(new Error('late')));
    expect(result.current.isIdle).toBe(true);
    expect(third).not.toHaveBeenCalled();
  });

  it('calls nothing back once the screen is gone', async () => {
    const { send, calls } = controlled();
    const { result, unmount } = renderHook(() => useRequest(send));
    const onSuccess = vi.fn();
    act(() => result.current.mutate('a@example.com', { onSuccess }));
    unmount();
    await act(async () => calls[0]?.resolve('late'));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
