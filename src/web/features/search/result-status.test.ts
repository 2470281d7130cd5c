import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { foundPlatformsText, searchCardAction, searchStatusBadge } from './result-status';

// Said in English (the source) with no catalogue: this project has no DOM setup.
beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('search card status', () => {
  it('uses the spec colours and labels for the search card badge', () => {
    expect(searchStatusBadge('recovery_available')).toEqual({ label: 'Recovery Available', tone: 'yellow' });
    expect(searchStatusBadge('resolved')).toEqual({ label: 'Resolved', tone: 'green' });
    expect(searchStatusBadge('under_investigation')).toEqual({ label: 'Under Investigation', tone: 'red' });
    expect(searchStatusBadge('under_review')).toEqual({ label: 'Under Review', tone: 'grey' });
    expect(searchStatusBadge('open')).toEqual({ label: 'Open', tone: 'grey' });
  });

  it('offers recovery only when it is available', () => {
    expect(searchCardAction('recovery_available')).toEqual({ kind: 'apply' });
    expect(searchCardAction('resolved')).toEqual({ kind: 'resolved' });
    expect(searchCardAction('under_investigation')).toEqual({ kind: 'unavailable', note: 'Under investigation' });
    expect(searchCardAction('under_review')).toEqual({ kind: 'unavailable', note: 'Status: Under Review' });
    expect(searchCardAction('closed')).toEqual({ kind: 'unavailable', note: 'Status: Closed' });
  });

  it('words the counts as the spec does', () => {
    expect(foundPlatformsText(3, 'your')).toBe('Found 3 platform(s) associated with your email');
    expect(foundPlatformsText(1, 'the')).toBe('Found 1 platform(s) associated with the email');
  });
});
