// The trust-score bands of the product (spec §9, DECISIONS D3): one definition for server and page.
export const trustBands = ['dangerous', 'suspicious', 'safe'] as const;
export type TrustBand = (typeof trustBands)[number];

export const riskLevels = ['high', 'medium', 'low'] as const;
export type RiskLevel = (typeof riskLevels)[number];

/** Upper bounds, inclusive: dangerous 0-30, suspicious 31-65, safe 66-100. */
export const DANGEROUS_MAX = 30;
export const SUSPICIOUS_MAX = 65;

export function trustBand(score: number): TrustBand {
  if (score <= DANGEROUS_MAX) return 'dangerous';
  if (score <= SUSPICIOUS_MAX) return 'suspicious';
  return 'safe';
}

const riskLevelByBand: Record<TrustBand, RiskLevel> = {
  dangerous: 'high',
  suspicious: 'medium',
  safe: 'low',
};

export function riskLevelOf(score: number): RiskLevel {
  return riskLevelByBand[trustBand(score)];
}

/** The known-scam list covers sites whose trust score is below this (spec: "scores under 65"). */
export const KNOWN_SCAM_SCORE_BELOW = 65;
