import { and, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { fraudIncidents, platforms } from '../../../db/schema/index';
import { domainOf } from '../site-name';

/**
 * `reporters`: how many different addresses confirmed a report naming the site (D18). Only two or
 * more count against a site: anyone can confirm a report from a mailbox of their own, so one
 * person's word cannot mark somebody else's site as a scam.
 */
export type UserReportFacts = { reporters: number };
export const MIN_REPORTERS_TO_COUNT = 2;

/** True when a stored website (URL or bare host) belongs to `domain` or one of its subdomains. */
export function storedWebsiteMatches(stored: string | null, domain: string): boolean {
  return domainOf(stored) === domain;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Confirmed reports made to us that name this domain, as the platform's website or the incident's
 * own website. The database narrows by substring; the exact registrable-domain match is done here,
 * so "paypal.com" does not count reports of "notpaypal.com".
 */
export async function countUserReports(db: Db, domain: string): Promise<UserReportFacts> {
  const pattern = `%${escapeLike(domain)}%`;
  const rows = await db
    .selectDistinct({
      platformWebsite: platforms.website,
      incidentWebsite: fraudIncidents.websiteUrl,
      reporter: sql<string>`lower(${fraudIncidents.victimEmail})`,
    })
    .from(fraudIncidents)
    .innerJoin(platforms, eq(platforms.id, fraudIncidents.platformId))
    .where(and(isNotNull(fraudIncidents.confirmedAt), or(ilike(platforms.website, pattern), ilike(fraudIncidents.websiteUrl, pattern))));
  const reporters = new Set<string>();
  for (const row of rows) {
    if (storedWebsiteMatches(row.platformWebsite, domain) || storedWebsiteMatches(row.incidentWebsite, domain)) {
      reporters.add(row.reporter);
    }
  }
  return { reporters: reporters.size };
}
