import { describe, expect, it } from 'vitest';
import { riskLevelOf, trustBand } from './bands';

describe('trust bands', () => {
  it('follows dangerous 0-30, suspicious 31-65, safe 66-100 at every edge', () => {
    expect([0, 30, 31, 65, 66, 100].map(trustBand)).toEqual([
      'dangerous', 'dangerous', 'suspicious', 'suspicious', 'safe', 'safe',
    ]);
  });

  it('maps bands to risk levels', () => {
    expect([10, 50, 90].map(riskLevelOf)).toEqual(['high', 'medium', 'low']);
  });
});
