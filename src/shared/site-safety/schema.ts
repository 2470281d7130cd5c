import { z } from 'zod';
import { riskLevels, trustBands } from './bands';

export const MAX_CHECKED_URL_LENGTH = 2048;

export const checkWebsiteSafetyRequestSchema = z.object({
  url: z
    .string({ error: 'Please enter a website URL to check' })
    .trim()
    .min(1, 'Please enter a website URL to check')
    .max(MAX_CHECKED_URL_LENGTH, `The URL is too long (at most ${MAX_CHECKED_URL_LENGTH} characters)`),
});
export type CheckWebsiteSafetyRequest = z.infer<typeof checkWebsiteSafetyRequestSchema>;

export const signalNames = [
  'user-reports',
  'blocklist',
  'look-alike',
  'structure',
  'well-known',
  'tls-certificate',
  'domain-age',
] as const;
export type SignalName = (typeof signalNames)[number];

/** What a finding does to the score: `points` are added; `cap` is a ceiling the score cannot pass. */
export const findingSchema = z.object({
  signal: z.enum(signalNames),
  effect: z.enum(['risk', 'trust', 'info', 'unknown']),
  points: z.number().int(),
  cap: z.number().int().nullable(),
  message: z.string(),
});
export type Finding = z.infer<typeof findingSchema>;

export const threatCategories = [
  'phishing',
  'reported-fraud',
  'impersonation',
  'suspicious-structure',
  'new-domain',
  'insecure-connection',
  /** Nothing good could be confirmed about the site (DECISIONS D3, issue 11): at best suspicious. */
  'unverified',
] as const;
export type ThreatCategory = (typeof threatCategories)[number];

export const sslRatings = ['valid', 'invalid', 'expired', 'self-signed', 'none', 'unknown'] as const;
export type SslRating = (typeof sslRatings)[number];

export const riskIndicatorsSchema = z.object({
  /** Days since the domain was registered, by RDAP; 'unknown' when it could not be measured. */
  domainAge: z.union([z.number().int().nonnegative(), z.literal('unknown')]),
  sslRating: z.enum(sslRatings),
  /** We hold no business registry; the only evidence is membership of the well-known site list. */
  businessVerification: z.enum(['well-known site', 'unknown']),
  /** Fraud incidents reported to us that name this domain. */
  userReports: z.number().int().nonnegative(),
  blacklistStatus: z.enum(['listed', 'not listed']),
});
export type RiskIndicators = z.infer<typeof riskIndicatorsSchema>;

export const websiteSafetyResultSchema = z.object({
  url: z.string(),
  /** The host checked (shop.example.com): the verdict is about it, never about its whole domain. */
  host: z.string(),
  /** The registrable domain the host is under (example.com), or the IP address checked. */
  domain: z.string(),
  isSafe: z.boolean(),
  band: z.enum(trustBands),
  riskLevel: z.enum(riskLevels),
  trustScore: z.number().int().min(0).max(100),
  threatType: z.string(),
  threatCategories: z.array(z.string()),
  detectedIssues: z.array(z.string()),
  findings: z.array(findingSchema),
  riskIndicators: riskIndicatorsSchema,
  lastChecked: z.string(),
  provider: z.string(),
});
export type WebsiteSafetyResult = z.infer<typeof websiteSafetyResultSchema>;

/**
 * Why a site is on the known-scam list (D18): staff listed it, or two or more different people
 * confirmed reports naming it. A check by the website checker never lists a site: anyone can run
 * one, about anyone's site (issue 22). The page says which.
 */
export const knownScamBases = ['staff', 'reports'] as const;
export type KnownScamBasis = (typeof knownScamBases)[number];

export const knownScamSchema = z.object({
  url: z.string(),
  /** The day of what put the site on the list: the staff decision or the latest report. */
  reportedDate: z.string(),
  scamType: z.string(),
  trustScore: z.number().int().min(0).max(100).nullable(),
  /** Confirmed fraud reports naming the site. */
  reports: z.number().int().nonnegative(),
  basis: z.enum(knownScamBases),
  /** Staff's public reason for listing the site; null when reports put it there. */
  reason: z.string().nullable(),
  /** Different people (addresses) behind those confirmed reports. */
  reporters: z.number().int().nonnegative(),
  /** The day of the latest check of the site itself (the domain or its www.), or null if it was never checked. */
  checkedDate: z.string().nullable(),
});
export type KnownScam = z.infer<typeof knownScamSchema>;
export const knownScamsResponseSchema = z.array(knownScamSchema);

export const SAFETY_PROVIDER = 'Haven Safety Check';
export const CACHED_SAFETY_PROVIDER = 'Haven Safety Check (Cached)';
