import { describe, expect, it } from 'vitest';
import { AppError } from '../../kernel/errors';
import { createPasswordWorkQueue } from './password-work';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('password work queue', () => {
  it('runs at most `concurrency` at once and starts the next as one ends', async () => {
    const queue = createPasswordWorkQueue({ concurrency: 2, queue: 10 });
    let active = 0;
    let peak = 0;
    const gates = Array.from({ length: 5 }, deferred);
    const runs = gates.map((gate, i) =>
      queue.run(async () => {
        active += 1;
        peak = Math.max(peak, active);
        await gate.promise;
        active -= 1;
        return i;
      }, { refuseWhenBusy: true }),
    );
    await Promise.resolve();
    expect(queue.load).toEqual({ running: 2, waiting: 3 });
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a sign-in with 503 and Retry-After when the queue is full, and frees its slot on failure', async () => {
    const queue = createPasswordWorkQueue({ concurrency: 1, queue: 1 });
    const gate = deferred();
    const first = queue.run(() => gate.promise, { refuseWhenBusy: true });
    const second = queue.run(() => Promise.reject(new Error('argon2 failed')), { refuseWhenBusy: true });
    const refused = await queue.run(() => Promise.resolve('ran'), { refuseWhenBusy: true }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).statusCode).toBe(503);
    expect((refused as AppError).headers['retry-after']).toBe('2');
    // Work the product starts itself waits instead of being refused.
    const hashing = queue.run(() => Promise.resolve('hashed'), { refuseWhenBusy: false });
    gate.resolve();
    await first;
    await expect(second).rejects.toThrow('argon2 failed');
    expect(await hashing).toBe('hashed');
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('skips the work of a sign-in whose client left while it waited, and hands its slot on', async () => {
    const queue = createPasswordWorkQueue({ concurrency: 1, queue: 5 });
    const gate = deferred();
    const first = queue.run(() => gate.promise, { refuseWhenBusy: true });
    const left = new AbortController();
    let worked = false;
    const abandoned = queue.run(async () => (worked = true), { refuseWhenBusy: true, signal: left.signal });
    const next = queue.run(() => Promise.resolve('next'), { refuseWhenBusy: true });
    left.abort();
    gate.resolve();
    await first;
    await expect(abandoned).rejects.toMatchObject({ code: 'CLIENT_GONE' });
    expect(worked).toBe(false);
    expect(await next).toBe('next');
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });
});
