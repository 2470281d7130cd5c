import { and, eq, ilike, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../../kernel/db/client';
import { fraudIncidents, platforms, reportRetention, scamSiteDecisions } from '../../../kernel/db/schema/index';
import { domainOf } from '../site-name';
import { countDistinctReporters, type ReporterTrace } from './distinct-reporters';

/**
 * `reporters`: how many different people confirmed a report naming the site (D18): different
 * mailboxes (countDistinctReporters) sent from different clients. Only two or more count against a
 * site: anyone can confirm a report from a mailbox of their own, so one person's word cannot mark
 * somebody else's site as a scam.
 */
export type UserReportFacts = {
  reporters: number;
  /**
   * Staff's decision about the site's domain, when there is one (D18): listed as a scam (with the
   * public reason), or taken off the list because the reports were wrong.
   */
  staffDecision?: { listed: boolean; reason: string | null };
};
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
      email: fraudIncidents.victimEmail,
      clientKey: reportRetention.clientKey,
    })
    .from(fraudIncidents)
    .innerJoin(platforms, eq(platforms.id, fraudIncidents.platformId))
    .leftJoin(reportRetention, eq(reportRetention.incidentId, fraudIncidents.id))
    .where(and(isNotNull(fraudIncidents.confirmedAt), or(ilike(platforms.website, pattern), ilike(fraudIncidents.websiteUrl, pattern))));
  const reports: ReporterTrace[] = [];
  for (const row of rows) {
    if (storedWebsiteMatches(row.platformWebsite, domain) || storedWebsiteMatches(row.incidentWebsite, domain)) {
      reports.push({ email: row.email, clientKey: row.clientKey });
    }
  }
  return { reporters: countDistinctReporters(reports) };
}

/** Staff's decision about a domain on the public list, if any: the checker says what the list says. */
export async function staffDecisionAbout(db: Db, domain: string): Promise<UserReportFacts['staffDecision']> {
  const [row] = await db
    .select({ listed: scamSiteDecisions.listed, reason: scamSiteDecisions.reason })
    .from(scamSiteDecisions)
    .where(eq(scamSiteDecisions.domain, domain))
    .limit(1);
  return row ? { listed: row.listed, reason: row.reason } : undefined;
}
