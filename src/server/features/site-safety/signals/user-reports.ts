import { eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { fraudIncidents, platforms } from '../../../db/schema/index';
import { domainOf } from '../site-name';

export type UserReportFacts = { count: number };

/** True when a stored website (URL or bare host) belongs to `domain` or one of its subdomains. */
export function storedWebsiteMatches(stored: string | null, domain: string): boolean {
  return domainOf(stored) === domain;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Incidents reported to us that name this domain, as the platform's website or the incident's own
 * website. The database narrows by substring; the exact registrable-domain match is done here, so
 * "paypal.com" does not count reports of "notpaypal.com".
 */
export async function countUserReports(db: Db, domain: string): Promise<UserReportFacts> {
  const pattern = `%${escapeLike(domain)}%`;
  const rows = await db
    .select({ platformWebsite: platforms.website, incidentWebsite: fraudIncidents.websiteUrl, n: sql<number>`count(*)::int` })
    .from(fraudIncidents)
    .innerJoin(platforms, eq(platforms.id, fraudIncidents.platformId))
    .where(or(ilike(platforms.website, pattern), ilike(fraudIncidents.websiteUrl, pattern)))
    .groupBy(platforms.website, fraudIncidents.websiteUrl);
  let count = 0;
  for (const row of rows) {
    if (storedWebsiteMatches(row.platformWebsite, domain) || storedWebsiteMatches(row.incidentWebsite, domain)) {
      count += Number(row.n);
    }
  }
  return { count };
}
