import { and, eq } from 'drizzle-orm';
import { STOP_LINK_INVALID, type WatchStopList } from '@shared/watches/schema';
import type { Dependencies } from '../../dependencies';
import type { Tx } from '../../kernel/db/client';
import { watchers, watches } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { watcherOfStopToken } from './stop-token';
import { watchesOf, watchLabel } from './watch-targets';

type StopDependencies = Pick<Dependencies, 'db'> & { config: Pick<Dependencies['config'], 'sessionSecret'> };

const invalid = () => new AppError('UNSUBSCRIBE_LINK_INVALID', STOP_LINK_INVALID);

/**
 * The watcher a stop link names (the link is signed, so whoever holds it reads that mailbox). A
 * watcher who stopped everything and was then removed answers as one with nothing left to stop:
 * the link of an old mail keeps working and never says more than that.
 */
function watcherOf(deps: StopDependencies, token: string): number {
  const watcherId = watcherOfStopToken(deps.config.sessionSecret, token);
  if (watcherId === null) throw invalid();
  return watcherId;
}

async function actorOf(tx: Tx, watcherId: number): Promise<AuditActor> {
  const [watcher] = await tx.select({ userId: watchers.userId, email: watchers.email }).from(watchers).where(eq(watchers.id, watcherId)).limit(1);
  return watcher?.userId ? { type: 'victim', id: watcher.userId } : { type: 'victim', label: watcher?.email ?? undefined };
}

/** What a stop link's page lists: each watch in words, an account only by its kind and last four characters (D19). */
export async function listByStopLink(deps: StopDependencies, input: { token: string }): Promise<WatchStopList> {
  const rows = await watchesOf(deps.db, { watcherId: watcherOf(deps, input.token), confirmedOnly: true });
  return { watches: rows.map((row) => ({ id: row.id, label: watchLabel(row, { masked: true }) })) };
}

/**
 * Stops every watch of the watcher the link names: the one-click POST of List-Unsubscribe (RFC
 * 8058) and the page's "Stop all". No sign-in: the signed link is the proof. Saying it twice
 * changes nothing and answers the same.
 */
export async function stopAllByLink(deps: StopDependencies, input: { token: string; ip?: string }): Promise<void> {
  const watcherId = watcherOf(deps, input.token);
  await deps.db.transaction(async (tx) => {
    const stopped = await tx.delete(watches).where(eq(watches.watcherId, watcherId)).returning({ id: watches.id });
    if (stopped.length === 0) return;
    await recordAudit(tx, {
      actor: await actorOf(tx, watcherId),
      action: 'watch.all_stopped_by_link',
      entity: { type: 'watcher', id: watcherId },
      before: { watches: stopped.map((row) => row.id) },
      ip: input.ip,
    });
  });
}

/** Stops one watch of the watcher the link names; one already stopped (or not theirs) answers the same. */
export async function stopOneByLink(deps: StopDependencies, input: { token: string; watchId: number; ip?: string }): Promise<void> {
  const watcherId = watcherOf(deps, input.token);
  await deps.db.transaction(async (tx) => {
    const [stopped] = await tx
      .delete(watches)
      .where(and(eq(watches.id, input.watchId), eq(watches.watcherId, watcherId)))
      .returning({ id: watches.id, kind: watches.kind });
    if (!stopped) return;
    await recordAudit(tx, {
      actor: await actorOf(tx, watcherId),
      action: 'watch.stopped_by_link',
      entity: { type: 'watch', id: stopped.id },
      before: { kind: stopped.kind },
      ip: input.ip,
    });
  });
}
