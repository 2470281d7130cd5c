/**
 * Per-client and per-subject request budgets. Generous enough that a person using the product
 * never meets them, tight enough that nobody can enumerate the directory (D2) or guess passwords.
 * Tests and benchmarks pass their own through `buildApp`.
 */
export type Budget = { max: number; timeWindow: number };

const minutes = (n: number) => n * 60_000;

export const defaultRateLimits = {
  searchPerClient: { max: 60, timeWindow: minutes(10) },
  searchPerEmail: { max: 20, timeWindow: minutes(60) },
  searchLinkPerEmail: { max: 3, timeWindow: minutes(60) },
  sendVerificationPerClient: { max: 20, timeWindow: minutes(60) },
  sendVerificationPerEmail: { max: 5, timeWindow: minutes(60) },
  applicationPerClient: { max: 10, timeWindow: minutes(60) },
  // Sign-in requests per address, whatever the account. Failed sign-ins per account are counted
  // in the database by features/auth/sign-in-limits.ts, which slows guessers without locking owners.
  loginPerClient: { max: 30, timeWindow: minutes(15) },
  verifyPerClient: { max: 60, timeWindow: minutes(15) },
  reportPerClient: { max: 10, timeWindow: minutes(60) },
  siteSafetyPerClient: { max: 30, timeWindow: minutes(10) },
  // The public platform pages (D28), their API and the sitemap: a reader or a crawler reads many,
  // and each asks the database, so one client cannot make it count all day.
  publicPagesPerClient: { max: 60, timeWindow: minutes(1) },
  // Per staff member (and per victim for their own pack): each counts over every case, or draws a PDF,
  // so a loop of them (292 reports in 5 s) would hold the database and the CPU for everyone else.
  reportGeneratePerStaff: { max: 30, timeWindow: minutes(10) },
  reportPdfPerStaff: { max: 60, timeWindow: minutes(10) },
  evidencePackPerPerson: { max: 30, timeWindow: minutes(10) },
  // Per API key (issue 27): an integration keeping in step polls, and a loop of it must not hold
  // the database for the staff. 10 requests a second on average, counted over a minute.
  integrationPerKey: { max: 600, timeWindow: minutes(1) },
} satisfies Record<string, Budget>;

export type RateLimits = typeof defaultRateLimits;
