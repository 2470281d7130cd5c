import { adviceForFraudType } from '@shared/help/fraud-type-advice';
import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  PLATFORM_PAGE_MIN_PEOPLE,
  platformPageWords,
  type PlatformIndexEntry,
  type PlatformListing,
  type PlatformPage,
} from '@shared/site-safety/platform-page';
import { baseSlug, parseSlug, platformSlug, SLUG_FALLBACK } from '@shared/site-safety/platform-slug';
import type { Db } from '../../kernel/db/client';
import { fraudIncidents, incidentTotals, platforms, reportRetention } from '../../kernel/db/schema/index';
import type { IsKnownLegitimate } from './list-known-scams';
import { countDistinctReporters, type ReporterTrace } from './signals/distinct-reporters';
import { MIN_REPORTERS_TO_COUNT, staffDecisionAbout } from './signals/user-reports';
import { domainOf } from './site-name';

// D28: the page's threshold is the known-scam list's own (D18, D25), never a second number.
if (PLATFORM_PAGE_MIN_PEOPLE !== MIN_REPORTERS_TO_COUNT) throw new Error('A platform page needs as many people as the known-scam list');

/**
 * Which platform holds each base slug: the lowest id with it (D28). Kept in memory, as working a
 * slug out in SQL for every platform on every request cost seconds with 50,000 platforms; each use
 * first asks the platforms table for its highest id and its count (one statement) and reads only the
 * platforms added since. A count that does not add up (a platform removed, or one committed late
 * under a lower id) makes it read them all again. Memory: a slug and an id per platform.
 */
export type SlugDirectory = {
  /** Each base slug's holder, up to date with the platforms table. */
  holders: () => Promise<ReadonlyMap<string, number>>;
  holderOf: (base: string) => Promise<number | undefined>;
};

export function slugDirectory(db: Db): SlugDirectory {
  let holders = new Map<string, number>();
  let known = { maxId: 0, count: 0 };
  let refreshing: Promise<void> | null = null;

  const add = (into: Map<string, number>, rows: { id: number; name: string }[]) => {
    for (const row of rows) {
      const base = baseSlug(row.name);
      const holder = into.get(base);
      if (base && (holder === undefined || row.id < holder)) into.set(base, row.id);
    }
  };
  const refresh = async (state: { maxId: number; count: number }) => {
    if (state.count > known.count && state.maxId > known.maxId) {
      const added = await db.select({ id: platforms.id, name: platforms.name }).from(platforms).where(gt(platforms.id, known.maxId)).orderBy(asc(platforms.id));
      add(holders, added);
      known = { maxId: added.at(-1)?.id ?? known.maxId, count: known.count + added.length };
      if (known.count === state.count || (known.count > state.count && known.maxId > state.maxId)) return;
    }
    const all = await db.select({ id: platforms.id, name: platforms.name }).from(platforms).orderBy(asc(platforms.id));
    const rebuilt = new Map<string, number>();
    add(rebuilt, all);
    holders = rebuilt;
    known = { maxId: all.at(-1)?.id ?? 0, count: all.length };
  };

  const current = async (): Promise<ReadonlyMap<string, number>> => {
    const [state] = await db.select({ maxId: sql<number>`coalesce(max(${platforms.id}), 0)::int`, count: sql<number>`count(*)::int` }).from(platforms);
    const now = { maxId: Number(state?.maxId ?? 0), count: Number(state?.count ?? 0) };
    if (now.maxId !== known.maxId || now.count !== known.count) {
      refreshing ??= refresh(now).finally(() => {
        refreshing = null;
      });
      await refreshing;
    }
    return holders;
  };
  return { holders: current, holderOf: async (base) => (await current()).get(base) };
}

/** D18: what counts is a confirmed report; a duplicate merged into another case is not a second one. */
const countedReport = and(isNotNull(fraudIncidents.confirmedAt), isNull(fraudIncidents.mergedIntoId));

type ReportGroup = ReporterTrace & { fraudType: string | null; n: number; first: string; last: string };

/** One platform's counted reports, grouped as far as telling people apart needs (no row leaves this file). */
async function reportGroups(db: Db, platformId: number): Promise<ReportGroup[]> {
  const rows = await db
    .select({
      email: fraudIncidents.victimEmail,
      clientKey: reportRetention.clientKey,
      fraudType: fraudIncidents.fraudType,
      n: sql<number>`count(*)::int`,
      // When the reports reached us (server time), by month: never the incident date a reporter typed.
      first: sql<string>`to_char(min(${fraudIncidents.createdAt}) at time zone 'UTC', 'YYYY-MM')`,
      last: sql<string>`to_char(max(${fraudIncidents.createdAt}) at time zone 'UTC', 'YYYY-MM')`,
    })
    .from(fraudIncidents)
    .leftJoin(reportRetention, eq(reportRetention.incidentId, fraudIncidents.id))
    .where(and(eq(fraudIncidents.platformId, platformId), countedReport))
    .groupBy(fraudIncidents.victimEmail, reportRetention.clientKey, fraudIncidents.fraudType);
  return rows.map((row) => ({ ...row, n: Number(row.n) }));
}

function mostReportedType(groups: ReportGroup[]): string | null {
  const byType = new Map<string, number>();
  for (const group of groups) if (group.fraudType) byType.set(group.fraudType, (byType.get(group.fraudType) ?? 0) + group.n);
  // Ties go to the type first in the alphabet, so the page does not change between two loads.
  return [...byType.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? null;
}

/** The host of a stored website, lower-case; its path and query (which a reporter may have pasted with anything in it) never leave. */
export function hostOf(website: string | null): string | null {
  const trimmed = website?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    return url.hostname.replace(/\.$/, '') || null;
  } catch {
    return null;
  }
}

/**
 * What the known-scam list says of the platform's website, without walking every report: each
 * counted report of this platform names that website, so with the page's two people the site is
 * on the list by reports (list-known-scams.ts) unless staff decided otherwise or it is well known.
 */
async function listingOf(db: Db, website: string | null, isKnownLegitimate: IsKnownLegitimate): Promise<PlatformListing> {
  const domain = domainOf(website);
  if (!domain) return { status: 'not-listed', domain: null, why: 'no-website' };
  const decision = await staffDecisionAbout(db, domain);
  if (decision?.listed) return { status: 'listed-by-staff', domain, reason: decision.reason };
  if (decision) return { status: 'not-listed', domain, why: 'taken-off' };
  if (isKnownLegitimate(domain)) return { status: 'not-listed', domain, why: 'well-known' };
  return { status: 'listed-by-reports', domain };
}

const platformColumns = {
  id: platforms.id,
  name: platforms.name,
  type: platforms.type,
  description: platforms.description,
  website: platforms.website,
  recoveryAvailable: platforms.recoveryAvailable,
};

/**
 * The platform a slug names, or null. A plain slug names the lowest id with that base slug; `x--id`
 * names that platform only when it is not that holder (every page has one address).
 */
async function platformBySlug(db: Db, directory: SlugDirectory, slug: string) {
  const parsed = parseSlug(slug);
  if (!parsed) return null;
  const holder = parsed.kind === 'base' ? await directory.holderOf(parsed.base) : undefined;
  const id = parsed.kind === 'base' ? holder : parsed.id;
  if (id === undefined) return null;
  const [platform] = await db.select(platformColumns).from(platforms).where(eq(platforms.id, id)).limit(1);
  if (!platform) return null;
  const base = baseSlug(platform.name);
  if (parsed.kind === 'base') return base === parsed.base ? platform : null;
  if (!base) return parsed.base === SLUG_FALLBACK ? platform : null;
  if (parsed.base !== base) return null;
  return (await directory.holderOf(base)) !== platform.id ? platform : null;
}

/**
 * GET /api/platforms/:slug (D28): a platform's public page, or null when no page is published under
 * that address: an unknown slug and a platform reported by fewer than two different people answer
 * alike, so the answer never tells that one person reported it.
 */
export async function findPlatformPage(
  deps: { db: Db; slugs: SlugDirectory },
  input: { slug: string; isKnownLegitimate: IsKnownLegitimate },
): Promise<PlatformPage | null> {
  const { db } = deps;
  const platform = await platformBySlug(db, deps.slugs, input.slug);
  if (!platform) return null;
  const groups = await reportGroups(db, platform.id);
  const people = countDistinctReporters(groups);
  if (people < PLATFORM_PAGE_MIN_PEOPLE) return null;
  const fraudType = mostReportedType(groups);
  const facts = {
    slug: input.slug,
    name: platform.name,
    type: platform.type,
    description: platform.description,
    websiteHost: hostOf(platform.website),
    recoveryHelp: platform.recoveryAvailable,
    confirmedReports: groups.reduce((sum, group) => sum + group.n, 0),
    people,
    firstReported: groups.map((g) => g.first).sort()[0]!,
    lastReported: groups.map((g) => g.last).sort().at(-1)!,
    fraudType,
    listing: await listingOf(db, platform.website, input.isKnownLegitimate),
    advice: adviceForFraudType(fraudType).map(({ slug, title, summary, body }) => ({ slug, title, summary, body })),
  };
  return { ...facts, words: platformPageWords(facts) };
}

/** Every platform with a page, the most recently reported first (by month, then name): what GET /api/platforms and the sitemap list. */
export async function listPlatformPages(deps: { db: Db; slugs: SlugDirectory }): Promise<PlatformIndexEntry[]> {
  const { db } = deps;
  // Two people need at least two addresses: a cheap first cut, then the exact count on what is left.
  const candidates = db
    .select({ platformId: fraudIncidents.platformId })
    .from(fraudIncidents)
    .where(countedReport)
    .groupBy(fraudIncidents.platformId)
    .having(sql`count(distinct lower(${fraudIncidents.victimEmail})) >= ${PLATFORM_PAGE_MIN_PEOPLE}`);
  const rows = await db
    .select({
      platformId: fraudIncidents.platformId,
      email: fraudIncidents.victimEmail,
      clientKey: reportRetention.clientKey,
      n: sql<number>`count(*)::int`,
      last: sql<string>`to_char(max(${fraudIncidents.createdAt}) at time zone 'UTC', 'YYYY-MM')`,
    })
    .from(fraudIncidents)
    .leftJoin(reportRetention, eq(reportRetention.incidentId, fraudIncidents.id))
    .where(and(countedReport, inArray(fraudIncidents.platformId, candidates)))
    .groupBy(fraudIncidents.platformId, fraudIncidents.victimEmail, reportRetention.clientKey);

  const byPlatform = new Map<number, { traces: ReporterTrace[]; reports: number; last: string }>();
  for (const row of rows) {
    let entry = byPlatform.get(row.platformId);
    if (!entry) {
      entry = { traces: [], reports: 0, last: row.last };
      byPlatform.set(row.platformId, entry);
    }
    entry.traces.push(row);
    entry.reports += Number(row.n);
    if (row.last > entry.last) entry.last = row.last;
  }
  const published = [...byPlatform].filter(([, entry]) => countDistinctReporters(entry.traces) >= PLATFORM_PAGE_MIN_PEOPLE);
  if (published.length === 0) return [];

  const named = await inChunks(published.map(([id]) => id), (ids) =>
    db.select({ id: platforms.id, name: platforms.name, type: platforms.type, website: platforms.website }).from(platforms).where(inArray(platforms.id, ids)),
  );
  // Which platform holds each base slug: the lowest id of all platforms with it, page or not.
  const holders = await deps.slugs.holders();

  const facts = new Map(published);
  return named
    .map((p) => {
      const entry = facts.get(p.id)!;
      return {
        slug: platformSlug(p, holders.get(baseSlug(p.name)) === p.id),
        name: p.name,
        type: p.type,
        domain: domainOf(p.website),
        confirmedReports: entry.reports,
        lastReported: entry.last,
      };
    })
    .sort((a, b) => (a.lastReported < b.lastReported ? 1 : a.lastReported > b.lastReported ? -1 : 0) || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a.slug < b.slug ? -1 : 1));
}

async function inChunks<T, R>(values: T[], query: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < values.length; i += 5000) out.push(...(await query(values.slice(i, i + 5000))));
  return out;
}

/**
 * The index kept for a while: working it out reads every confirmed report. It is worked out again
 * when the number of confirmed reports or of platforms changes (both read from small tables) and at
 * the latest after `maxAgeMs`, so a merge or a staff change shows within minutes.
 */
export function cachedPlatformIndex(deps: { db: Db; slugs: SlugDirectory; clock: () => Date }, maxAgeMs = 5 * 60_000) {
  let cached: { key: string; at: number; index: Promise<PlatformIndexEntry[]> } | null = null;
  const keyOf = async () => {
    const [totals] = await deps.db
      .select({ confirmed: sql<string>`coalesce(sum(${incidentTotals.incidents}) filter (where ${incidentTotals.confirmed}), 0)::text` })
      .from(incidentTotals);
    const [latest] = await deps.db.select({ id: sql<string>`coalesce(max(${platforms.id}), 0)::text` }).from(platforms);
    return `${totals?.confirmed ?? 0}:${latest?.id ?? 0}`;
  };
  return async (): Promise<PlatformIndexEntry[]> => {
    const key = await keyOf();
    const now = deps.clock().getTime();
    if (!cached || cached.key !== key || now - cached.at > maxAgeMs) {
      const index = listPlatformPages(deps);
      cached = { key, at: now, index };
      // A failed computation is not kept: the next request tries again.
      index.catch(() => {
        if (cached?.index === index) cached = null;
      });
    }
    return cached.index;
  };
}

/** A platform with a public page, as "Notify me" (issue 27) needs it: its id, name and address. */
export type PublishedPlatform = { id: number; name: string; slug: string };

/**
 * Which platforms have a public page (D28), for other features, handed to them by the composition
 * root: "Notify me" lets a visitor ask only about a platform with a page, and links its news to the
 * page while it has one. Each answer asks the database; nothing is cached.
 */
export type PublishedPlatforms = {
  bySlug: (slug: string) => Promise<PublishedPlatform | null>;
  /** The page's address of a platform, or null while it has none. */
  slugOf: (platformId: number) => Promise<string | null>;
};

export function publishedPlatforms(db: Db, slugs: SlugDirectory = slugDirectory(db)): PublishedPlatforms {
  const isPublished = async (platformId: number) => countDistinctReporters(await reportGroups(db, platformId)) >= PLATFORM_PAGE_MIN_PEOPLE;
  return {
    bySlug: async (slug) => {
      const platform = await platformBySlug(db, slugs, slug);
      return platform && (await isPublished(platform.id)) ? { id: platform.id, name: platform.name, slug } : null;
    },
    slugOf: async (platformId) => {
      if (!(await isPublished(platformId))) return null;
      const [platform] = await db.select({ id: platforms.id, name: platforms.name }).from(platforms).where(eq(platforms.id, platformId)).limit(1);
      if (!platform) return null;
      return platformSlug(platform, (await slugs.holderOf(baseSlug(platform.name))) === platform.id);
    },
  };
}
