import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { KnownScam, KnownScamBasis } from '@shared/site-safety/schema';
import type { StaffKnownScams } from '@shared/site-safety/staff-schema';
import type { Db } from '../../kernel/db/client';
import { fraudIncidents, platforms, reportRetention, scamSiteDecisions, websiteSafetyChecks } from '../../kernel/db/schema/index';
import { countDistinctReporters, type ReporterTrace } from './signals/distinct-reporters';
import { MIN_REPORTERS_TO_COUNT } from './signals/user-reports';
import { domainOf } from './site-name';
import type { Dependencies } from '../../dependencies';

export const KNOWN_SCAMS_LIMIT = 50;

/** A registrable domain the list never names on reports alone (well known, curated, government). */
export type IsKnownLegitimate = (domain: string) => boolean;

type Reported = {
  types: Map<string, number>;
  reports: number;
  /** Who confirmed the reports naming the site, counted as people by countDistinctReporters. */
  traces: ReporterTrace[];
  /** The server's time of the latest confirmation: nothing the reporter typed (issue 22 §6). */
  lastConfirmed: Date;
};

/** One site on the list, with everything the public and the staff screens say about it. */
export type Listing = {
  domain: string;
  basis: KnownScamBasis;
  scamType: string;
  reason: string | null;
  reports: number;
  reporters: number;
  /** The day of the staff decision or of the latest confirmation of a report (server time). */
  since: string;
  decidedBy: string | null;
};

export type KeptOff = { domain: string; reason: string | null; reporters: number; decidedBy: string; decidedAt: Date };

const toDay = (value: Date | string) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));
const topType = (types: Map<string, number>) => [...types.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'other';

/**
 * Confirmed reports by registrable domain: one row per site, fraud type, address and sender, since
 * the exact number of different people per domain needs the addresses and senders (one domain can
 * be named under several stored spellings, one mailbox under several addresses). Well-known sites are left out: a report says fraud happened there
 * (on facebook.com, say), not that the site itself is a scam.
 */
async function confirmedReportsByDomain(db: Db, isKnownLegitimate: IsKnownLegitimate): Promise<Map<string, Reported>> {
  const rows = await db
    .select({
      platformWebsite: platforms.website,
      incidentWebsite: fraudIncidents.websiteUrl,
      fraudType: fraudIncidents.fraudType,
      email: fraudIncidents.victimEmail,
      clientKey: reportRetention.clientKey,
      // The reporter chooses the incident's date; the confirmation's time is the server's.
      lastConfirmed: sql<Date>`max(${fraudIncidents.confirmedAt})`.mapWith(fraudIncidents.confirmedAt),
      n: sql<number>`count(*)::int`,
    })
    .from(fraudIncidents)
    .innerJoin(platforms, eq(platforms.id, fraudIncidents.platformId))
    .leftJoin(reportRetention, eq(reportRetention.incidentId, fraudIncidents.id))
    .where(and(isNotNull(fraudIncidents.confirmedAt), or(isNotNull(platforms.website), isNotNull(fraudIncidents.websiteUrl))))
    .groupBy(platforms.website, fraudIncidents.websiteUrl, fraudIncidents.fraudType, fraudIncidents.victimEmail, reportRetention.clientKey);
  const byDomain = new Map<string, Reported>();
  for (const row of rows) {
    for (const domain of new Set([domainOf(row.platformWebsite), domainOf(row.incidentWebsite)])) {
      if (!domain || isKnownLegitimate(domain)) continue;
      let entry = byDomain.get(domain);
      if (!entry) {
        entry = { types: new Map(), reports: 0, traces: [], lastConfirmed: row.lastConfirmed };
        byDomain.set(domain, entry);
      }
      if (row.lastConfirmed > entry.lastConfirmed) entry.lastConfirmed = row.lastConfirmed;
      entry.reports += Number(row.n);
      entry.traces.push({ email: row.email, clientKey: row.clientKey });
      const type = row.fraudType ?? 'other';
      entry.types.set(type, (entry.types.get(type) ?? 0) + Number(row.n));
    }
  }
  return byDomain;
}

/**
 * The list as D18 has it: a site is on it when staff listed it, or when confirmed reports from at
 * least two different people (mailboxes and senders, countDistinctReporters) name it and staff
 * have not taken it off. Nothing else puts a site there; in particular a visitor's check never does
 * (issue 22: one check of a deep subdomain listed its parent domain, and 50 checks pushed every
 * reported site off the list). Staff-listed sites come first, then reported ones, each newest first
 * by the server's time: a reporter's chosen incident date cannot push real entries off the public
 * top of the list.
 */
export async function currentListing(db: Db, isKnownLegitimate: IsKnownLegitimate): Promise<{ listed: Listing[]; keptOff: KeptOff[] }> {
  const reported = await confirmedReportsByDomain(db, isKnownLegitimate);
  const decisions = await db.select().from(scamSiteDecisions);
  const decided = new Set(decisions.map((d) => d.domain));

  const staffListed: { listing: Listing; at: Date }[] = [];
  const reportListed: { listing: Listing; at: Date }[] = [];
  const keptOff: KeptOff[] = [];
  for (const decision of decisions) {
    const reports = reported.get(decision.domain);
    if (!decision.listed) {
      keptOff.push({ domain: decision.domain, reason: decision.reason, reporters: reports ? countDistinctReporters(reports.traces) : 0, decidedBy: decision.decidedBy, decidedAt: decision.decidedAt });
      continue;
    }
    staffListed.push({
      at: decision.decidedAt,
      listing: {
        domain: decision.domain,
        basis: 'staff',
        scamType: decision.scamType ?? (reports ? topType(reports.types) : 'other'),
        reason: decision.reason,
        reports: reports?.reports ?? 0,
        reporters: reports ? countDistinctReporters(reports.traces) : 0,
        since: toDay(decision.decidedAt),
        decidedBy: decision.decidedBy,
      },
    });
  }
  for (const [domain, entry] of reported) {
    if (decided.has(domain)) continue;
    const reporters = countDistinctReporters(entry.traces);
    if (reporters < MIN_REPORTERS_TO_COUNT) continue;
    reportListed.push({
      at: entry.lastConfirmed,
      listing: { domain, basis: 'reports', scamType: topType(entry.types), reason: null, reports: entry.reports, reporters, since: toDay(entry.lastConfirmed), decidedBy: null },
    });
  }
  const newestFirst = (a: { listing: Listing; at: Date }, b: { listing: Listing; at: Date }) =>
    b.at.getTime() - a.at.getTime() || b.listing.reports - a.listing.reports || (a.listing.domain < b.listing.domain ? -1 : 1);
  const listed = [...staffListed.sort(newestFirst), ...reportListed.sort(newestFirst)].map((entry) => entry.listing);
  keptOff.sort((a, b) => b.decidedAt.getTime() - a.decidedAt.getTime());
  return { listed, keptOff };
}

/**
 * The latest check of each listed site itself: its registrable domain or www. below it. A check of
 * some other host under the domain (a.b.c.shop.example) is a verdict about that host, not the site,
 * and however many of those anyone runs, they neither hide nor replace the site's own.
 */
async function latestOwnChecks(db: Db, domains: string[]): Promise<Map<string, { trustScore: number; day: string }>> {
  const out = new Map<string, { trustScore: number; day: string }>();
  if (domains.length === 0) return out;
  const rows = await db
    .selectDistinctOn([websiteSafetyChecks.domain], { domain: websiteSafetyChecks.domain, trustScore: websiteSafetyChecks.trustScore, lastUpdated: websiteSafetyChecks.lastUpdated })
    .from(websiteSafetyChecks)
    .where(
      and(
        inArray(websiteSafetyChecks.domain, domains),
        // The stored URL is scheme://host[:port]/path with the host lower-cased (normalize-url.ts).
        sql`split_part(${websiteSafetyChecks.url}, '/', 3) in (${websiteSafetyChecks.domain}, 'www.' || ${websiteSafetyChecks.domain})`,
      ),
    )
    .orderBy(websiteSafetyChecks.domain, desc(websiteSafetyChecks.lastUpdated));
  for (const row of rows) out.set(row.domain as string, { trustScore: row.trustScore, day: toDay(row.lastUpdated) });
  return out;
}

/** GET /api/known-scams: the first KNOWN_SCAMS_LIMIT sites of the list (staff-listed first), each saying why it is there. */
export async function listKnownScams(deps: Pick<Dependencies, 'db'>, input: { isKnownLegitimate: IsKnownLegitimate }): Promise<KnownScam[]> {
  const { db } = deps;
  const { isKnownLegitimate } = input;
  const { listed } = await currentListing(db, isKnownLegitimate);
  const shown = listed.slice(0, KNOWN_SCAMS_LIMIT);
  const checks = await latestOwnChecks(db, shown.map((l) => l.domain));
  return shown.map((l) => ({
    url: l.domain,
    reportedDate: l.since,
    scamType: l.scamType,
    trustScore: checks.get(l.domain)?.trustScore ?? null,
    reports: l.reports,
    basis: l.basis,
    reason: l.reason,
    reporters: l.reporters,
    checkedDate: checks.get(l.domain)?.day ?? null,
  }));
}

/** GET /api/admin/known-scams: the whole list and the sites staff took off it. */
export async function listKnownScamsForStaff(deps: Pick<Dependencies, 'db'>, input: { isKnownLegitimate: IsKnownLegitimate }): Promise<StaffKnownScams> {
  const { db } = deps;
  const { isKnownLegitimate } = input;
  const { listed, keptOff } = await currentListing(db, isKnownLegitimate);
  return {
    listed,
    keptOff: keptOff.map((k) => ({ ...k, decidedAt: k.decidedAt.toISOString() })),
    publicLimit: KNOWN_SCAMS_LIMIT,
  };
}
