import { describe, expect, it } from 'vitest';
import { createLoginFailures } from './login-failures';

const clock = () => {
  let at = 1_000_000;
  return { now: () => at, advance: (ms: number) => (at += ms) };
};

describe('login failures', () => {
  it('refuses a key after its budget of failures until its window ends, with the seconds left', () => {
    const time = clock();
    const failures = createLoginFailures({ max: 2, timeWindow: 60_000 }, { now: time.now });
    expect(failures.begin('k')).toBe(0);
    time.advance(10_000);
    expect(failures.begin('k')).toBe(0);
    expect(failures.begin('k')).toBe(50);
    expect(failures.begin('other')).toBe(0);
    time.advance(50_000);
    expect(failures.begin('k')).toBe(0);
  });

  it('takes back an attempt that was abandoned or succeeded', () => {
    const failures = createLoginFailures({ max: 1, timeWindow: 60_000 });
    expect(failures.begin('k')).toBe(0);
    failures.abandoned('k');
    expect(failures.begin('k')).toBe(0);
    failures.succeeded('k');
    expect(failures.begin('k')).toBe(0);
    expect(failures.begin('k')).toBeGreaterThan(0);
  });

  it('keeps at most maxKeys keys, forgetting the oldest first', () => {
    const failures = createLoginFailures({ max: 1, timeWindow: 60_000 }, { maxKeys: 3 });
    for (const key of ['a', 'b', 'c', 'd']) expect(failures.begin(key)).toBe(0);
    expect(failures.begin('a')).toBe(0);
    expect(failures.begin('d')).toBeGreaterThan(0);
  });
});
