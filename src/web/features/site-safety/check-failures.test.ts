import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { failureToast, recordFailure } from './check-failures';

// Said in English (the source) with no catalogue: this project has no DOM setup.
beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('safety-check failure tally', () => {
  it('counts consecutive failures of the same URL', () => {
    const first = recordFailure(null, 'https://a.example');
    const second = recordFailure(first, 'https://a.example');
    expect([first.count, second.count]).toEqual([1, 2]);
    expect(recordFailure(second, 'https://a.example').count).toBe(3);
  });

  it('starts again at 1 for a different URL', () => {
    const a = recordFailure(recordFailure(null, 'https://a.example'), 'https://a.example');
    expect(recordFailure(a, 'https://b.example')).toEqual({ url: 'https://b.example', count: 1 });
  });

  it('uses the spec toasts: Check Failed first, Multiple Check Failures from the second', () => {
    expect(failureToast(1)).toEqual({ title: 'Check Failed', description: 'Unable to check website safety. Please try again.' });
    expect(failureToast(2).title).toBe('Multiple Check Failures');
    expect(failureToast(2).description).toContain('may be unavailable or blocking checks');
  });
});
