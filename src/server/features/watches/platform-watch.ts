import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Locale } from '@shared/i18n/locales';
import { REPORT_CONFIRMATION_TTL_MS } from '@shared/limits';
import { normaliseIdentifier } from '@shared/identifier';
import type { PlatformWatchResponse, WatchConfirmationDetails, WatchConfirmed } from '@shared/watches/schema';
import type { Config } from '../../kernel/config';
import type { Dependencies } from '../../dependencies';
import type { Tx } from '../../kernel/db/client';
import { platforms, watchers, watches } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import { queueMail } from '../../kernel/mail/outbox/queue-mail';
import { recordAudit, type Change } from '../audit/record-audit';
import { createToken, hashToken } from '../auth/tokens';
import { victimMailLocale } from '../settings/locale';
import { hasMailServer } from '../settings/mail-settings';
import { getPlatformName } from '../settings/queries';
import { watchConfirmationMail } from './watch-mails';
import { accountWatcher, type PlatformPages } from './watch-targets';

export const NO_PLATFORM_PAGE = 'There is no public page for this platform.';
export const INVALID_WATCH_LINK = 'This link is invalid, has expired or was already used. You can ask again on the platform’s page.';

export type PlatformWatchDependencies = Pick<Dependencies, 'db' | 'jobs' | 'clock'> & {
  config: Pick<Config, 'publicUrl' | 'exposeDevLinks' | 'dataEncryptionKey' | 'smtpUrl'>;
  pages: PlatformPages;
};

export const watchConfirmationLink = (publicUrl: string, token: string) => `${publicUrl}/confirm-news?token=${encodeURIComponent(token)}`;

/**
 * Someone on a platform's public page (D28) asks to hear when new reports about it are confirmed.
 * Only a platform with a page: an address without one answers as the page does, so nobody learns
 * that one person reported it. A signed-in victim with their own address (or none given) is
 * watching at once. Anyone else gets a link by e-mail first (D18, as a report does): nothing is sent
 * before it is used, and the answer is the same whether the address already asked, is waiting or is
 * new, so it tells nobody who follows what; an address that already follows gets no second mail.
 */
export async function askAboutPlatform(
  deps: PlatformWatchDependencies,
  input: { slug: string; email: string | undefined; signedIn: { userId: number; email: string } | null; by: Change; /** The asker's language (D31). */ locale?: Locale },
): Promise<PlatformWatchResponse> {
  const platform = await deps.pages.bySlug(input.slug);
  if (!platform) throw new AppError('PLATFORM_PAGE_NOT_FOUND', NO_PLATFORM_PAGE);
  const now = deps.clock();
  const own = input.signedIn && (input.email === undefined || input.email === normaliseIdentifier(input.signedIn.email));
  if (input.signedIn && own) {
    const signedIn = input.signedIn;
    await deps.db.transaction(async (tx) => {
      const watcherId = await accountWatcher(tx, signedIn.userId);
      const [created] = await tx
        .insert(watches)
        .values({ watcherId, kind: 'platform', platformId: platform.id, confirmedAt: now, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: watches.id });
      if (created) {
        await recordAudit(tx, { actor: input.by.actor, action: 'watch.started', entity: { type: 'watch', id: created.id }, after: { kind: 'platform', platformId: platform.id }, ip: input.by.ip });
      }
    });
    return { status: 'watching' };
  }
  if (input.email === undefined) throw new AppError('VALIDATION_FAILED', 'Please enter your e-mail address.');
  const email = input.email;
  const mailed = await deps.db.transaction(async (tx) => {
    await tx.insert(watchers).values({ email, locale: input.locale ?? null }).onConflictDoUpdate({ target: watchers.email, set: { locale: input.locale ?? sql`${watchers.locale}` } });
    const [watcher] = await tx.select({ id: watchers.id, locale: watchers.locale }).from(watchers).where(eq(watchers.email, email)).limit(1);
    const [existing] = await tx
      .select({ id: watches.id, confirmedAt: watches.confirmedAt })
      .from(watches)
      .where(and(eq(watches.watcherId, watcher!.id), eq(watches.kind, 'platform'), eq(watches.platformId, platform.id)))
      .for('update')
      .limit(1);
    if (existing?.confirmedAt) return null;
    const token = createToken();
    const link = { confirmTokenHash: hashToken(token), confirmExpiresAt: new Date(now.getTime() + REPORT_CONFIRMATION_TTL_MS) };
    const watchId = existing
      ? (await tx.update(watches).set(link).where(eq(watches.id, existing.id)).returning({ id: watches.id }))[0]!.id
      : (await tx.insert(watches).values({ watcherId: watcher!.id, kind: 'platform', platformId: platform.id, createdAt: now, ...link }).returning({ id: watches.id }))[0]!.id;
    const url = watchConfirmationLink(deps.config.publicUrl, token);
    await queueMail({ jobs: deps.jobs, config: deps.config }, tx, 'watch_confirmation', {
      to: email,
      ...watchConfirmationMail({ locale: await victimMailLocale(tx, email, watcher!.locale), organisation: await getPlatformName(tx), platformName: platform.name, url }),
    });
    // D26: the request is audited; D18: its address is not proven, so it is not the actor.
    await recordAudit(tx, { actor: input.by.actor, action: 'watch.requested', entity: { type: 'watch', id: watchId }, after: { kind: 'platform', platformId: platform.id }, ip: input.by.ip });
    return { url };
  });
  const status = (await hasMailServer(deps.db, deps.config)) ? 'email_sent' : 'not_sent';
  // D13: the link comes back only in development with no SMTP server.
  return { status, ...(mailed && deps.config.exposeDevLinks ? { confirmationUrl: mailed.url } : {}) };
}

const liveLink = (token: string, now: Date) =>
  and(eq(watches.confirmTokenHash, hashToken(token)), isNull(watches.confirmedAt), gt(watches.confirmExpiresAt, now));

/** What the confirmation page shows before the click (link scanners open links): the platform only. */
export async function describeWatchConfirmation(deps: Pick<Dependencies, 'db' | 'clock'>, input: { token: string }): Promise<WatchConfirmationDetails> {
  const [row] = await deps.db
    .select({ platformName: platforms.name })
    .from(watches)
    .innerJoin(platforms, eq(platforms.id, watches.platformId))
    .where(liveLink(input.token, deps.clock()))
    .limit(1);
  return row ? { valid: true, platformName: row.platformName } : { valid: false };
}

/**
 * D18: whoever opened the mailed link reads that mailbox, so news may go there from now on. The
 * link is used up in the same conditional UPDATE, so of two clicks at once one confirms.
 */
export async function confirmWatch(deps: Pick<Dependencies, 'db' | 'clock'> & { pages: PlatformPages }, input: { token: string; ip?: string }): Promise<WatchConfirmed> {
  const now = deps.clock();
  const confirmed = await deps.db.transaction(async (tx: Tx) => {
    const [watch] = await tx
      .update(watches)
      .set({ confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
      .where(liveLink(input.token, now))
      .returning({ id: watches.id, watcherId: watches.watcherId, platformId: watches.platformId });
    if (!watch) throw new AppError('LINK_INVALID', INVALID_WATCH_LINK);
    const [watcher] = await tx.select({ email: watchers.email }).from(watchers).where(eq(watchers.id, watch.watcherId)).limit(1);
    const [platform] = await tx.select({ name: platforms.name }).from(platforms).where(eq(platforms.id, watch.platformId!)).limit(1);
    await recordAudit(tx, {
      actor: { type: 'victim', label: watcher?.email ?? undefined },
      action: 'watch.confirmed',
      entity: { type: 'watch', id: watch.id },
      after: { kind: 'platform', platformId: watch.platformId },
      ip: input.ip,
    });
    return { platformId: watch.platformId!, platformName: platform?.name ?? 'the platform' };
  });
  return { platformName: confirmed.platformName, platformSlug: await deps.pages.slugOf(confirmed.platformId) };
}
