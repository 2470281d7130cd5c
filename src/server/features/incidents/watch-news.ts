import { and, eq, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { canonicalMailbox } from '@shared/mailbox';
import { isWatchAccountKind, type WatchAccountKind } from '@shared/watches/kinds';
import type { Tx } from '../../kernel/db/client';
import { fraudIncidents, moneyTrails, userProfiles, watchers, watches, watchNews } from '../../kernel/db/schema/index';
import { receivingAccountIdentifier } from '../../kernel/identifiers/receiving-account';
import { websiteDomain } from '../../kernel/identifiers/website-domain';

// "Notify me" (issue 27, D30): what makes a report news for someone who asked to be told. It lives with
// the case because every path that confirms a report (the e-mailed link, staff, a signed-in
// victim's own report, a case staff record) or records the account a case's money went to (money
// trails) must write the news in its own transaction, and those paths are here or import from here.

/**
 * The money trails whose receiving account counts, on the watcher's case and on the new one: those
 * staff checked and judged the scammer's side (verified or suspicious), as the threat-intel export
 * shares them. Never a pending trail (not checked yet: a typing error must not tell anyone of
 * another case) or a recovered one (money coming back goes to the victim or to us).
 */
export const WATCHED_TRAIL_STATUSES = ['verified', 'suspicious'] as const;

/** The account a trail's receiving side names, when it is one a watch can follow (an IBAN, a wallet, a phone). */
export function watchedAccountOf(toAccount: string | null): { kind: WatchAccountKind; value: string } | null {
  const identifier = toAccount ? receivingAccountIdentifier(toAccount) : null;
  return identifier && isWatchAccountKind(identifier.kind) ? { kind: identifier.kind, value: identifier.value } : null;
}

/**
 * Writes the news a report is for the watches it meets, in the caller's transaction: only once the
 * report is confirmed (D18) and stands on its own (not a duplicate merged into another case), never
 * for a watch asked from that same case, and never for a watcher whose address is the report's
 * (one person's spellings of a mailbox are one person: src/shared/mailbox.ts), so nobody hears of
 * their own report. `accountsOnly` when what happened is an account recorded on a case confirmed
 * long ago: its platform and website were news then, not now. A report is news for a watch once.
 */
export async function recordWatchNews(tx: Tx, input: { incidentId: number; now: Date; accountsOnly?: boolean }): Promise<number> {
  const [incident] = await tx
    .select({
      id: fraudIncidents.id,
      platformId: fraudIncidents.platformId,
      websiteUrl: fraudIncidents.websiteUrl,
      victimEmail: fraudIncidents.victimEmail,
      confirmedAt: fraudIncidents.confirmedAt,
      mergedIntoId: fraudIncidents.mergedIntoId,
    })
    .from(fraudIncidents)
    .where(eq(fraudIncidents.id, input.incidentId))
    .limit(1);
  if (!incident || !incident.confirmedAt || incident.mergedIntoId !== null) return 0;

  const targets: SQL[] = [];
  if (!input.accountsOnly) {
    targets.push(and(eq(watches.kind, 'platform'), eq(watches.platformId, incident.platformId))!);
    const domain = websiteDomain(incident.websiteUrl);
    if (domain) targets.push(and(eq(watches.kind, 'website'), eq(watches.value, domain))!);
  }
  const trails = await tx
    .select({ toAccount: moneyTrails.toAccount })
    .from(moneyTrails)
    .where(and(eq(moneyTrails.incidentId, incident.id), inArray(moneyTrails.status, [...WATCHED_TRAIL_STATUSES])));
  const accounts = [...new Set(trails.map((trail) => watchedAccountOf(trail.toAccount)?.value).filter((value): value is string => Boolean(value)))];
  if (accounts.length > 0) targets.push(and(eq(watches.kind, 'account'), inArray(watches.value, accounts))!);
  if (targets.length === 0) return 0;

  const candidates = await tx
    .select({ watchId: watches.id, email: sql<string>`coalesce(${userProfiles.email}, ${watchers.email})` })
    .from(watches)
    .innerJoin(watchers, eq(watchers.id, watches.watcherId))
    .leftJoin(userProfiles, eq(userProfiles.id, watchers.userId))
    .where(and(isNotNull(watches.confirmedAt), or(...targets), or(sql`${watches.incidentId} is null`, ne(watches.incidentId, incident.id))));
  const reporter = canonicalMailbox(incident.victimEmail);
  const news = candidates.filter((candidate) => canonicalMailbox(candidate.email) !== reporter);
  if (news.length === 0) return 0;
  const written = await tx
    .insert(watchNews)
    .values(news.map((candidate) => ({ watchId: candidate.watchId, incidentId: incident.id, createdAt: input.now })))
    .onConflictDoNothing()
    .returning({ watchId: watchNews.watchId });
  return written.length;
}
