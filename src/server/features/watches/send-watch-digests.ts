import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { formatCaseReference } from '@shared/format/case-reference';
import type { Config } from '../../kernel/config';
import type { Db } from '../../kernel/db/client';
import { fraudIncidents, platforms, userProfiles, watchers, watches, watchNews } from '../../kernel/db/schema/index';
import type { JobRunner } from '../../kernel/jobs/job-runner';
import { queueMail } from '../../kernel/mail/outbox/queue-mail';
import { mailLocale } from '../settings/locale';
import { getPlatformName } from '../settings/queries';
import { watchNewsMail, type NewsItem } from './watch-mails';
import { watchStopApiUrl, watchStopPageUrl, watchStopToken } from './stop-token';
import type { PlatformPages } from './watch-targets';

/** At most one digest per watcher in this long (issue 27: "a digest at most daily"). */
export const DIGEST_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Watchers handled per statement; a pass goes on until none with news is left. */
const BATCH = 200;

export type DigestDependencies = {
  db: Db;
  jobs: Pick<JobRunner, 'send'>;
  clock: () => Date;
  config: Pick<Config, 'publicUrl' | 'sessionSecret' | 'dataEncryptionKey'>;
  pages: PlatformPages;
};

/**
 * D30. The hourly pass (queue 'watch-digest'): one mail to each watcher with unsent news whose last
 * digest went 24 hours ago or more, saying what there is news about and where to see it (D19), with
 * the one-click stop (List-Unsubscribe). What a digest says is decided as it is written:
 * - only news of reports still confirmed and standing on their own (a duplicate merged since is no
 *   news, and its rows go);
 * - a platform's news only while the platform has its public page (D28: reports from two different
 *   people). The watcher's own and the new one nearly always make two; when they do not (both from
 *   one sender), the news waits, as it may be the watcher's own second address;
 * - each watcher in a transaction of its own that locks their row, so two workers never write two
 *   digests, and the mail, the sent news and the time of the digest commit together.
 * It also removes requests by e-mail never confirmed within the link's 7 days, and watchers left
 * with nothing to watch.
 */
export async function sendWatchDigests(deps: DigestDependencies): Promise<{ mailed: number }> {
  const now = deps.clock();
  await deps.db.delete(watches).where(and(isNull(watches.confirmedAt), lt(watches.confirmExpiresAt, now)));
  await deps.db.delete(watchers).where(and(isNotNull(watchers.email), sql`not exists (select 1 from ${watches} where ${watches.watcherId} = ${watchers.id})`));
  await deps.db.delete(watchNews).where(
    and(isNull(watchNews.sentAt), sql`exists (select 1 from ${fraudIncidents} f where f.id = ${watchNews.incidentId} and (f.merged_into_id is not null or f.confirmed_at is null))`),
  );

  const due = or(isNull(watchers.lastDigestAt), lte(watchers.lastDigestAt, new Date(now.getTime() - DIGEST_INTERVAL_MS)));
  const tried = new Set<number>();
  let mailed = 0;
  for (;;) {
    const batch = await deps.db
      .selectDistinct({ id: watchers.id })
      .from(watchers)
      .innerJoin(watches, eq(watches.watcherId, watchers.id))
      .innerJoin(watchNews, eq(watchNews.watchId, watches.id))
      .where(and(due, isNull(watchNews.sentAt), isNotNull(watches.confirmedAt), tried.size ? sql`${watchers.id} not in (${sql.join([...tried].map((id) => sql`${id}`), sql`, `)})` : undefined))
      .orderBy(watchers.id)
      .limit(BATCH);
    if (batch.length === 0) break;
    for (const { id } of batch) {
      tried.add(id);
      if (await digestFor(deps, id, now)) mailed += 1;
    }
  }
  return { mailed };
}

async function digestFor(deps: DigestDependencies, watcherId: number, now: Date): Promise<boolean> {
  // Which of the watcher's platforms have a page, asked before the transaction: the platform pages
  // read through the app's own connection (one, on PGlite).
  const platformIds = await deps.db
    .selectDistinct({ id: watches.platformId })
    .from(watches)
    .where(and(eq(watches.watcherId, watcherId), eq(watches.kind, 'platform')));
  const slugs = new Map<number, string | null>();
  for (const { id } of platformIds) if (id !== null) slugs.set(id, await deps.pages.slugOf(id));
  return deps.db.transaction(async (tx) => {
    const [watcher] = await tx
      .select({
        id: watchers.id,
        email: sql<string | null>`coalesce(${userProfiles.email}, ${watchers.email})`,
        locale: sql<string | null>`coalesce(${userProfiles.locale}, ${watchers.locale})`,
        last: watchers.lastDigestAt,
      })
      .from(watchers)
      .leftJoin(userProfiles, eq(userProfiles.id, watchers.userId))
      .where(eq(watchers.id, watcherId))
      .for('update', { of: watchers, skipLocked: true })
      .limit(1);
    // Another worker has it, or wrote its digest a moment ago.
    if (!watcher?.email || (watcher.last && now.getTime() - watcher.last.getTime() < DIGEST_INTERVAL_MS)) return false;
    const pending = await tx
      .select({
        watchId: watches.id,
        kind: watches.kind,
        platformId: watches.platformId,
        platformName: platforms.name,
        value: watches.value,
        incidentId: watches.incidentId,
      })
      .from(watchNews)
      .innerJoin(watches, eq(watches.id, watchNews.watchId))
      .leftJoin(platforms, eq(platforms.id, watches.platformId))
      .where(and(eq(watches.watcherId, watcherId), isNotNull(watches.confirmedAt), isNull(watchNews.sentAt)))
      .orderBy(watches.id);
    const items: (NewsItem & { signInNeeded: boolean })[] = [];
    const told: number[] = [];
    for (const watch of new Map(pending.map((row) => [row.watchId, row])).values()) {
      const item = newsItem(deps, watch, slugs);
      if (!item) continue;
      items.push(item);
      told.push(watch.watchId);
    }
    if (items.length === 0) return false;
    const token = watchStopToken(deps.config.sessionSecret, watcherId);
    const mail = watchNewsMail({ locale: await mailLocale(tx, watcher.locale), organisation: await getPlatformName(tx), items, signInNeeded: items.some((item) => item.signInNeeded), stopUrl: watchStopPageUrl(deps.config.publicUrl, token) });
    await queueMail({ jobs: deps.jobs, config: deps.config }, tx, 'watch_news', {
      to: watcher.email,
      ...mail,
      headers: { 'List-Unsubscribe': `<${watchStopApiUrl(deps.config.publicUrl, token)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    await tx.update(watchNews).set({ sentAt: now }).where(and(inArray(watchNews.watchId, told), isNull(watchNews.sentAt)));
    await tx.update(watchers).set({ lastDigestAt: now }).where(eq(watchers.id, watcherId));
    return true;
  });
}

/**
 * One watch's news in words and where it is seen: a platform by its name, on its public page; a
 * website by its domain, and an account only as one from the person's case (D19: the mailbox may be
 * read by others), both on that case's page, which asks them to sign in. Null while there is nothing
 * that may be said yet (a platform without a page).
 */
function newsItem(
  deps: DigestDependencies,
  watch: { kind: string; platformId: number | null; platformName: string | null; value: string | null; incidentId: number | null },
  slugs: ReadonlyMap<number, string | null>,
): (NewsItem & { signInNeeded: boolean }) | null {
  const site = deps.config.publicUrl;
  if (watch.kind === 'platform') {
    const slug = watch.platformId === null ? null : (slugs.get(watch.platformId) ?? null);
    return slug ? { kind: 'platform', platformName: watch.platformName, url: `${site}/platforms/${slug}`, signInNeeded: false } : null;
  }
  const where = watch.incidentId === null ? `${site}/dashboard` : `${site}/incident-details/${watch.incidentId}#news-watch`;
  if (watch.kind === 'website') return { kind: 'website', domain: watch.value ?? '', url: where, signInNeeded: true };
  return { kind: 'account', caseReference: watch.incidentId === null ? null : formatCaseReference(watch.incidentId), url: where, signInNeeded: true };
}
