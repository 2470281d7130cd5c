import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatRate } from './recovery-progress-card';

// Said in English (the source) with no catalogue: this project has no DOM setup.
beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('formatRate', () => {
  it('shows one decimal, and N/A when there is nothing to compute', () => {
    expect(formatRate(11.1)).toBe('11.1%');
    expect(formatRate(50)).toBe('50.0%');
    expect(formatRate(0)).toBe('0.0%');
    expect(formatRate(null)).toBe('N/A');
  });
});
