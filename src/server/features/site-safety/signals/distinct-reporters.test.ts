import { describe, expect, it } from 'vitest';
import { canonicalMailbox, countDistinctReporters } from './distinct-reporters';

// Issue 22 §6: D18's "two different addresses" must be two people, not one mailbox's spellings.

describe('canonicalMailbox', () => {
  it('drops a +tag, whatever the provider', () => {
    expect(canonicalMailbox('me+1@gmail.com')).toBe('me@gmail.com');
    expect(canonicalMailbox('me+2@example.org')).toBe('me@example.org');
    expect(canonicalMailbox('me+a+b@example.org')).toBe('me@example.org');
  });

  it('ignores dots for Gmail and reads googlemail.com as gmail.com', () => {
    expect(canonicalMailbox('j.o.h.n.doe@gmail.com')).toBe('johndoe@gmail.com');
    expect(canonicalMailbox('John.Doe+scam@GoogleMail.com')).toBe('johndoe@gmail.com');
    // Elsewhere a dot can be a different mailbox.
    expect(canonicalMailbox('john.doe@example.org')).toBe('john.doe@example.org');
  });

  it('folds case and compatibility forms once, like sign-in names', () => {
    expect(canonicalMailbox('  ＭＥ@Example.ORG ')).toBe('me@example.org');
    expect(canonicalMailbox('me@example.org.')).toBe('me@example.org');
  });

  it('leaves what is not a tagged address as it is', () => {
    expect(canonicalMailbox('+only@example.org')).toBe('+only@example.org');
    expect(canonicalMailbox('no-at-sign')).toBe('no-at-sign');
  });
});

describe('countDistinctReporters', () => {
  const signedIn = (email: string) => ({ email, clientKey: null });

  it('counts one mailbox under several spellings once', () => {
    expect(countDistinctReporters([signedIn('me+1@gmail.com'), signedIn('me+2@gmail.com'), signedIn('M.E@googlemail.com')])).toBe(1);
    expect(countDistinctReporters([signedIn('me@gmail.com'), signedIn('you@gmail.com')])).toBe(2);
  });

  it('counts reports from one sender once, even from different mailboxes', () => {
    expect(countDistinctReporters([{ email: 'a@example.org', clientKey: 'k1' }, { email: 'b@example.net', clientKey: 'k1' }])).toBe(1);
    expect(countDistinctReporters([{ email: 'a@example.org', clientKey: 'k1' }, { email: 'b@example.net', clientKey: 'k2' }])).toBe(2);
  });

  it('joins people linked through a shared mailbox or sender', () => {
    // a and b share sender k1; b and c share a mailbox; d is someone else.
    const reports = [
      { email: 'a@example.org', clientKey: 'k1' },
      { email: 'b@example.org', clientKey: 'k1' },
      { email: 'b+x@example.org', clientKey: 'k2' },
      { email: 'c@example.org', clientKey: 'k2' },
      { email: 'd@example.org', clientKey: 'k3' },
    ];
    expect(countDistinctReporters(reports)).toBe(2);
    expect(countDistinctReporters([])).toBe(0);
  });
});
