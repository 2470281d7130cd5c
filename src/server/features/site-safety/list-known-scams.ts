import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { KNOWN_SCAM_SCORE_BELOW } from '@shared/site-safety/bands';
import type { KnownScam } from '@shared/site-safety/schema';
import type { Db } from '../../db/client';
import { fraudIncidents, platforms, scamSiteDecisions, websiteSafetyChecks } from '../../db/schema/index';
import { MIN_REPORTERS_TO_COUNT } from './signals/user-reports';
import { domainOf } from './site-name';

export const KNOWN_SCAMS_LIMIT = 50;

type Entry = {
  url: string;
  reportedDate: string;
  types: Map<string, number>;
  trustScore: number | null;
  reports: number;
  /** Different confirmed reporters seen, up to MIN_REPORTERS_TO_COUNT (that is all the rule needs). */
  reporters: Set<string>;
  manyReporters: boolean;
};

const toDay = (value: Date | string) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

/**
 * GET /api/known-scams: sites named in confirmed fraud reports from at least two different
 * addresses (D18), sites staff decided to list, and sites the checker scored under 65, newest
 * first. A well-known site (facebook.com, say) is left out even when reported: a report says fraud
 * happened there, not that the site itself is a scam, and listing it as one would be untrue. A
 * staff decision not to list a site wins over everything else.
 */
export async function listKnownScams(db: Db, wellKnown: ReadonlySet<string>): Promise<KnownScam[]> {
  const byDomain = new Map<string, Entry>();
  const entryFor = (domain: string, date: string): Entry => {
    let entry = byDomain.get(domain);
    if (!entry) {
      entry = { url: domain, reportedDate: date, types: new Map(), trustScore: null, reports: 0, reporters: new Set(), manyReporters: false };
      byDomain.set(domain, entry);
    }
    if (date > entry.reportedDate) entry.reportedDate = date;
    return entry;
  };

  const reported = await db
    .select({
      platformWebsite: platforms.website,
      incidentWebsite: fraudIncidents.websiteUrl,
      fraudType: fraudIncidents.fraudType,
      lastDate: sql<string>`max(${fraudIncidents.incidentDate})`,
      n: sql<number>`count(*)::int`,
      // Enough to tell exactly whether a domain has two different reporters, without listing
      // every address: a group with two or more says so itself, and single-reporter groups carry
      // their one address.
      distinctReporters: sql<number>`count(distinct lower(${fraudIncidents.victimEmail}))::int`,
      someReporter: sql<string>`min(lower(${fraudIncidents.victimEmail}))`,
    })
    .from(fraudIncidents)
    .innerJoin(platforms, eq(platforms.id, fraudIncidents.platformId))
    .where(
      and(
        isNotNull(fraudIncidents.confirmedAt),
        or(isNotNull(platforms.website), isNotNull(fraudIncidents.websiteUrl)),
      ),
    )
    .groupBy(platforms.website, fraudIncidents.websiteUrl, fraudIncidents.fraudType);
  for (const row of reported) {
    const domains = new Set([domainOf(row.platformWebsite), domainOf(row.incidentWebsite)]);
    for (const domain of domains) {
      if (!domain || wellKnown.has(domain)) continue;
      const entry = entryFor(domain, toDay(row.lastDate));
      entry.reports += Number(row.n);
      if (Number(row.distinctReporters) >= MIN_REPORTERS_TO_COUNT) entry.manyReporters = true;
      else entry.reporters.add(row.someReporter);
      const type = row.fraudType ?? 'other';
      entry.types.set(type, (entry.types.get(type) ?? 0) + Number(row.n));
    }
  }

  // Reports alone list a site only when two or more different people confirmed them.
  for (const [domain, entry] of byDomain) {
    if (!entry.manyReporters && entry.reporters.size < MIN_REPORTERS_TO_COUNT) byDomain.delete(domain);
  }

  const decisions = await db.select().from(scamSiteDecisions);
  const notListed = new Set(decisions.filter((d) => !d.listed).map((d) => d.domain));
  for (const decision of decisions) {
    if (!decision.listed) continue;
    const entry = entryFor(decision.domain, toDay(decision.decidedAt));
    if (decision.scamType) entry.types.set(decision.scamType, Number.MAX_SAFE_INTEGER);
  }

  // Latest check per domain first, so each domain takes its most recent score.
  const checks = await db
    .select({
      domain: websiteSafetyChecks.domain,
      trustScore: websiteSafetyChecks.trustScore,
      threatType: sql<string | null>`${websiteSafetyChecks.threatCategories}->>0`,
      lastUpdated: websiteSafetyChecks.lastUpdated,
    })
    .from(websiteSafetyChecks)
    .where(isNotNull(websiteSafetyChecks.domain))
    .orderBy(desc(websiteSafetyChecks.lastUpdated))
    .limit(5000);
  const seen = new Set<string>();
  for (const check of checks) {
    const domain = check.domain as string;
    if (seen.has(domain)) continue;
    seen.add(domain);
    const existing = byDomain.get(domain);
    if (existing) {
      existing.trustScore = check.trustScore;
    } else if (check.trustScore < KNOWN_SCAM_SCORE_BELOW && !wellKnown.has(domain)) {
      const entry = entryFor(domain, toDay(check.lastUpdated));
      entry.trustScore = check.trustScore;
      entry.types.set(check.threatType ?? 'suspicious', 1);
    }
  }

  for (const domain of notListed) byDomain.delete(domain);

  return [...byDomain.values()]
    .sort((a, b) => (a.reportedDate === b.reportedDate ? b.reports - a.reports : a.reportedDate < b.reportedDate ? 1 : -1))
    .slice(0, KNOWN_SCAMS_LIMIT)
    .map((e) => ({
      url: e.url,
      reportedDate: e.reportedDate,
      scamType: [...e.types.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'other',
      trustScore: e.trustScore,
      reports: e.reports,
    }));
}

