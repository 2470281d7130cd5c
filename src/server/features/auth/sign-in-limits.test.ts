import { describe, expect, it } from 'vitest';
import { ACCOUNT_FACTOR, clientOf, decide, KEY_RESET_MS, MAX_WAIT_SECONDS, waitAfter } from './sign-in-limits';

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1) + seconds * 1000);

/**
 * A guesser who sends the next guess the moment the rules allow, for `seconds`, on one key:
 * the guesses whose password was checked.
 */
function guessesIn(seconds: number, limit: number, underAttack: boolean): number {
  let row: { failures: number; lastAttemptAt: Date } | undefined;
  let now = 0;
  let checked = 0;
  while (now < seconds) {
    const decision = decide(row, at(now), { limit, underAttack });
    if (decision.write) row = decision.write;
    if (decision.allowed) checked += 1;
    else now += decision.waitSeconds;
  }
  return checked;
}

describe('sign-in limits: the rules', () => {
  it('lets `limit` failures through, then waits 2 s, 4 s, 8 s … up to 15 minutes', () => {
    expect([0, 7, 8, 9, 10, 16, 30].map((f) => waitAfter(f, 8, false))).toEqual([0, 0, 2, 4, 8, 512, MAX_WAIT_SECONDS]);
  });

  it('under attack, makes an address wait 30 s before its first try, then doubles', () => {
    expect([0, 1, 2, 3, 4, 5].map((f) => waitAfter(f, 8, true))).toEqual([30, 60, 120, 240, 480, 900]);
    const first = decide(undefined, at(0), { limit: 8, underAttack: true });
    expect(first).toEqual({ allowed: false, waitSeconds: 30, write: { failures: 0, lastAttemptAt: at(0) } });
    expect(decide(first.write, at(10), { limit: 8, underAttack: true })).toEqual({ allowed: false, waitSeconds: 20 });
    expect(decide(first.write, at(30), { limit: 8, underAttack: true })).toMatchObject({ allowed: true, write: { failures: 1 } });
  });

  it('never locks: a refused key is always told a wait of at most 15 minutes, and then may try', () => {
    let row = { failures: 500, lastAttemptAt: at(0) };
    const refused = decide(row, at(1), { limit: 8, underAttack: true });
    expect(refused).toEqual({ allowed: false, waitSeconds: MAX_WAIT_SECONDS - 1 });
    row = { failures: 500, lastAttemptAt: at(0) };
    expect(decide(row, at(MAX_WAIT_SECONDS), { limit: 8, underAttack: false }).allowed).toBe(true);
  });

  it('starts a key afresh after an hour without attempts', () => {
    const row = { failures: 40, lastAttemptAt: at(0) };
    expect(decide(row, at(KEY_RESET_MS / 1000), { limit: 8, underAttack: false })).toMatchObject({ allowed: true, write: { failures: 1 } });
  });

  it('gives a guesser at most these many checked passwords per 15 minutes against one account', () => {
    // One address, the account not under attack (one address alone cannot put it there: 16 < 3 × 8).
    expect(guessesIn(15 * 60, 8, false)).toBe(16);
    expect(guessesIn(15 * 60, 8, false)).toBeLessThan(ACCOUNT_FACTOR * 8);
    // Each further address once the account is under attack.
    expect(guessesIn(15 * 60, 8, true)).toBe(4);
    // Later quarter hours, one address that keeps going: one guess each.
    expect(guessesIn(60 * 60, 8, false) - guessesIn(45 * 60, 8, false)).toBe(1);
  });

  it('counts an IPv6 address by its /64 and an IPv4-mapped address as IPv4', () => {
    expect(clientOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientOf('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientOf('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientOf('192.0.2.7')).toBe('192.0.2.7');
  });
});
