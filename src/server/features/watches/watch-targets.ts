import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { accountText, maskedAccount, type WatchAccountKind, type WatchKind } from '@shared/watches/kinds';
import type { Db, Tx } from '../../kernel/db/client';
import { fraudIncidents, moneyTrails, platforms, watchers, watches, watchNews } from '../../kernel/db/schema/index';
import { websiteDomain } from '../../kernel/identifiers/website-domain';
import { findIncidentForViewer } from '../incidents/policy';
import { WATCHED_TRAIL_STATUSES, watchedAccountOf } from '../incidents/watch-news';

/**
 * What "Notify me" needs from the platform pages (D28), handed in by the composition root from
 * features/site-safety: which platform a page's address names, and a platform's page while it has one.
 */
export type PlatformPages = {
  bySlug: (slug: string) => Promise<{ id: number; name: string; slug: string } | null>;
  slugOf: (platformId: number) => Promise<string | null>;
};

/** And whether a domain is too well known to name anyone (facebook.com): site-safety's lists. */
export type WatchesDependencies = { pages: PlatformPages; isWellKnownDomain: (domain: string) => boolean };

/** One thing a case names that a watch can follow. */
export type WatchTarget = {
  key: string;
  kind: WatchKind;
  platformId: number | null;
  value: string | null;
  accountKind: WatchAccountKind | null;
  /** In the victim's own words of the case page: the platform's name, the domain, the account in full. */
  label: string;
};

/**
 * What the victim's own case names that others' reports could name too: its platform, its website
 * (the registrable domain, unless so well known that it names nobody: fraud "on" a marketplace says
 * where, not who) and the accounts its money went to, as staff recorded and checked them
 * (WATCHED_TRAIL_STATUSES). Someone else's case answers as a missing one (D8).
 */
export async function caseTargets(db: Db | Tx, input: { incidentId: number; email: string; isWellKnownDomain: (domain: string) => boolean }) {
  const { incident, platform } = await findIncidentForViewer(db, { incidentId: input.incidentId, viewer: { kind: 'victim', email: input.email.toLowerCase() } });
  const targets: WatchTarget[] = [{ key: 'platform', kind: 'platform', platformId: platform.id, value: null, accountKind: null, label: platform.name }];
  const domain = websiteDomain(incident.websiteUrl);
  if (domain && !input.isWellKnownDomain(domain)) {
    targets.push({ key: 'website', kind: 'website', platformId: null, value: domain, accountKind: null, label: domain });
  }
  const trails = await db
    .select({ toAccount: moneyTrails.toAccount })
    .from(moneyTrails)
    .where(and(eq(moneyTrails.incidentId, incident.id), inArray(moneyTrails.status, [...WATCHED_TRAIL_STATUSES])))
    .orderBy(moneyTrails.transactionDate, moneyTrails.id);
  const seen = new Set<string>();
  for (const trail of trails) {
    const account = watchedAccountOf(trail.toAccount);
    if (!account || seen.has(account.value)) continue;
    seen.add(account.value);
    targets.push({
      key: `account:${account.kind}:${account.value}`,
      kind: 'account',
      platformId: null,
      value: account.value,
      accountKind: account.kind,
      label: accountText(account.kind, account.value),
    });
  }
  return { incident, platform, targets };
}

/** The watcher row of a victim's account, made on first use. */
export async function accountWatcher(tx: Tx, userId: number): Promise<number> {
  await tx.insert(watchers).values({ userId }).onConflictDoNothing({ target: watchers.userId });
  const [row] = await tx.select({ id: watchers.id }).from(watchers).where(eq(watchers.userId, userId)).limit(1);
  return row!.id;
}

/** The watcher row of a victim's account, if they ever asked for news. */
export async function findAccountWatcher(db: Db | Tx, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: watchers.id }).from(watchers).where(eq(watchers.userId, userId)).limit(1);
  return row?.id ?? null;
}

/**
 * How many confirmed reports by others have named each watch since it began (D18: confirmed and
 * standing on their own). Counts only: whose they are and what they say never leave.
 */
export async function newsCounts(db: Db | Tx, watchIds: number[]): Promise<Map<number, number>> {
  if (watchIds.length === 0) return new Map();
  const rows = await db
    .select({ watchId: watchNews.watchId, n: sql<number>`count(*)::int` })
    .from(watchNews)
    .innerJoin(fraudIncidents, eq(fraudIncidents.id, watchNews.incidentId))
    .where(and(inArray(watchNews.watchId, watchIds), isNotNull(fraudIncidents.confirmedAt), isNull(fraudIncidents.mergedIntoId)))
    .groupBy(watchNews.watchId);
  return new Map(rows.map((row) => [row.watchId, Number(row.n)]));
}

/** A watcher's watches with what names them: the platform's name for a platform watch. */
export async function watchesOf(db: Db | Tx, input: { watcherId: number; confirmedOnly?: boolean }) {
  return db
    .select({
      id: watches.id,
      kind: watches.kind,
      platformId: watches.platformId,
      platformName: platforms.name,
      value: watches.value,
      accountKind: watches.accountKind,
      incidentId: watches.incidentId,
      confirmedAt: watches.confirmedAt,
      createdAt: watches.createdAt,
    })
    .from(watches)
    .leftJoin(platforms, eq(platforms.id, watches.platformId))
    .where(and(eq(watches.watcherId, input.watcherId), input.confirmedOnly ? isNotNull(watches.confirmedAt) : undefined))
    .orderBy(watches.id);
}

export type WatchRow = Awaited<ReturnType<typeof watchesOf>>[number];

/** A watch in words. `masked`: an account by its kind and last four characters only, off the owner's case page. */
export function watchLabel(watch: Pick<WatchRow, 'kind' | 'platformName' | 'value' | 'accountKind'>, options: { masked: boolean }): string {
  if (watch.kind === 'platform') return watch.platformName ?? 'a platform';
  if (watch.kind === 'website') return watch.value ?? 'a website';
  const kind = watch.accountKind ?? 'iban';
  return options.masked ? maskedAccount(kind, watch.value ?? '') : accountText(kind, watch.value ?? '');
}
