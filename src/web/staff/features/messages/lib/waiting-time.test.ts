import { i18n, type Messages } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitingText } from './waiting-time';

// The English texts, as the web's test setup gives them to components.
const english = import.meta.glob<{ messages: Messages }>('../../../../locales/en/staff/messages.po', { eager: true });

describe('waitingText', () => {
  beforeAll(() => {
    for (const catalogue of Object.values(english)) i18n.load('en', catalogue.messages);
    i18n.activate('en');
  });
  const now = new Date('2026-06-10T12:00:00Z');
  it('names the wait in the largest whole unit', () => {
    expect(waitingText('2026-06-10T11:59:00Z', now)).toBe('waiting 1 minute');
    expect(waitingText('2026-06-10T11:00:00Z', now)).toBe('waiting 60 minutes');
    expect(waitingText('2026-06-10T09:30:00Z', now)).toBe('waiting 2 hours');
    expect(waitingText('2026-06-07T12:00:00Z', now)).toBe('waiting 3 days');
    // A clock a little behind the server's never reads as a negative wait.
    expect(waitingText('2026-06-10T12:01:00Z', now)).toBe('waiting 0 minutes');
  });
});
