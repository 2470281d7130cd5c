import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { KNOWN_SCAM_SCORE_BELOW } from '@shared/site-safety/bands';
import type { KnownScam, KnownScamBasis } from '@shared/site-safety/schema';
import type { Db } from '../../db/client';
import { fraudIncidents, platforms, scamSiteDecisions, websiteSafetyChecks } from '../../db/schema/index';
import { MIN_REPORTERS_TO_COUNT } from './signals/user-reports';
import { domainOf } from './site-name';

export const KNOWN_SCAMS_LIMIT = 50;

type Entry = {
  url: string;
  types: Map<string, number>;
  trustScore: number | null;
  reports: number;
  /** Different addresses whose confirmed reports name the site. */
  reporters: Set<string>;
  lastReported: string | null;
  staffListed: string | null;
  checked: string | null;
};

const toDay = (value: Date | string) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));
const later = (a: string | null, b: string) => (a === null || b > a ? b : a);

/** Why a site is on the list, strongest first: a staff decision, then people's reports, then a check. */
function basisOf(entry: Entry): { basis: KnownScamBasis; date: string } {
  if (entry.staffListed) return { basis: 'staff', date: entry.staffListed };
  if (entry.reporters.size >= MIN_REPORTERS_TO_COUNT && entry.lastReported) return { basis: 'reports', date: entry.lastReported };
  return { basis: 'checked', date: entry.checked ?? '' };
}

/**
 * GET /api/known-scams: sites named in confirmed fraud reports from at least two different
 * addresses (D18), sites staff decided to list, and sites the checker scored under 65, newest
 * first. Each says which of these put it there (`basis`), so the page can say what is true of it:
 * reported by N people, listed by staff, or only checked and scored. A well-known site (facebook.com,
 * say) is left out even when reported: a report says fraud happened there, not that the site itself
 * is a scam, and listing it as one would be untrue. A staff decision not to list a site wins over
 * everything else.
 */
export async function listKnownScams(db: Db, wellKnown: ReadonlySet<string>): Promise<KnownScam[]> {
  const byDomain = new Map<string, Entry>();
  const entryFor = (domain: string): Entry => {
    let entry = byDomain.get(domain);
    if (!entry) {
      entry = { url: domain, types: new Map(), trustScore: null, reports: 0, reporters: new Set(), lastReported: null, staffListed: null, checked: null };
      byDomain.set(domain, entry);
    }
    return entry;
  };

  // One row per site, fraud type and reporter: the exact number of different people per domain
  // needs the addresses, since one domain can be named under several stored spellings.
  const reported = await db
    .select({
      platformWebsite: platforms.website,
      incidentWebsite: fraudIncidents.websiteUrl,
      fraudType: fraudIncidents.fraudType,
      reporter: sql<string>`lower(${fraudIncidents.victimEmail})`,
      lastDate: sql<string>`max(${fraudIncidents.incidentDate})`,
      n: sql<number>`count(*)::int`,
    })
    .from(fraudIncidents)
    .innerJoin(platforms, eq(platforms.id, fraudIncidents.platformId))
    .where(
      and(
        isNotNull(fraudIncidents.confirmedAt),
        or(isNotNull(platforms.website), isNotNull(fraudIncidents.websiteUrl)),
      ),
    )
    .groupBy(platforms.website, fraudIncidents.websiteUrl, fraudIncidents.fraudType, sql`lower(${fraudIncidents.victimEmail})`);
  for (const row of reported) {
    const domains = new Set([domainOf(row.platformWebsite), domainOf(row.incidentWebsite)]);
    for (const domain of domains) {
      if (!domain || wellKnown.has(domain)) continue;
      const entry = entryFor(domain);
      entry.lastReported = later(entry.lastReported, toDay(row.lastDate));
      entry.reports += Number(row.n);
      entry.reporters.add(row.reporter);
      const type = row.fraudType ?? 'other';
      entry.types.set(type, (entry.types.get(type) ?? 0) + Number(row.n));
    }
  }

  // Reports alone list a site only when two or more different people confirmed them.
  for (const [domain, entry] of byDomain) {
    if (entry.reporters.size < MIN_REPORTERS_TO_COUNT) byDomain.delete(domain);
  }

  const decisions = await db.select().from(scamSiteDecisions);
  const notListed = new Set(decisions.filter((d) => !d.listed).map((d) => d.domain));
  for (const decision of decisions) {
    if (!decision.listed) continue;
    const entry = entryFor(decision.domain);
    entry.staffListed = toDay(decision.decidedAt);
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
      existing.checked = toDay(check.lastUpdated);
    } else if (check.trustScore < KNOWN_SCAM_SCORE_BELOW && !wellKnown.has(domain)) {
      const entry = entryFor(domain);
      entry.trustScore = check.trustScore;
      entry.checked = toDay(check.lastUpdated);
      entry.types.set(check.threatType ?? 'suspicious', 1);
    }
  }

  for (const domain of notListed) byDomain.delete(domain);

  return [...byDomain.values()]
    .map((e) => ({ entry: e, ...basisOf(e) }))
    .sort((a, b) => (a.date === b.date ? b.entry.reports - a.entry.reports : a.date < b.date ? 1 : -1))
    .slice(0, KNOWN_SCAMS_LIMIT)
    .map(({ entry: e, basis, date }) => ({
      url: e.url,
      reportedDate: date,
      scamType: [...e.types.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'other',
      trustScore: e.trustScore,
      reports: e.reports,
      basis,
      reporters: e.reporters.size,
      checkedDate: e.checked,
    }));
}
