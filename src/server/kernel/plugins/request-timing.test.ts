import { describe, expect, it } from 'vitest';
import { percentile, RequestTimingWindow } from './request-timing';

const MINUTE = 60_000;

function windowAt(start = 10 * MINUTE) {
  let now = start;
  const window = new RequestTimingWindow(() => now, () => 0.5);
  return { window, advance: (ms: number) => (now += ms) };
}

describe('percentile', () => {
  it('uses the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNull();
  });
});

describe('RequestTimingWindow', () => {
  it('reports count, p50 and p99 of the recorded durations', () => {
    const { window } = windowAt();
    for (let ms = 200; ms >= 1; ms -= 1) window.record(ms);
    expect(window.summary()).toEqual({ windowMinutes: 5, requestCount: 200, p50Ms: 100, p99Ms: 198 });
  });

  it('is empty before any request', () => {
    expect(windowAt().window.summary()).toEqual({ windowMinutes: 5, requestCount: 0, p50Ms: null, p99Ms: null });
  });

  it('spans five minutes and drops older buckets', () => {
    const { window, advance } = windowAt();
    window.record(1000); // minute 10
    advance(MINUTE);
    window.record(10); // minute 11
    advance(3 * MINUTE); // minute 14: both still in the window
    expect(window.summary().requestCount).toBe(2);
    advance(MINUTE); // minute 15: minute 10 has left
    expect(window.summary()).toMatchObject({ requestCount: 1, p50Ms: 10, p99Ms: 10 });
    window.record(20); // reuses minute 10's slot
    expect(window.summary()).toMatchObject({ requestCount: 2, p99Ms: 20 });
    advance(10 * MINUTE);
    expect(window.summary().requestCount).toBe(0);
  });

  it('keeps a fixed number of samples per minute but counts every request', () => {
    let now = 0;
    const window = new RequestTimingWindow(() => now, () => 0.99, 5, 10);
    for (let i = 0; i < 1000; i += 1) window.record(5);
    now += 1;
    expect(window.summary()).toMatchObject({ requestCount: 1000, p50Ms: 5 });
  });
});
