import { and, eq } from 'drizzle-orm';
import { formatCaseReference } from '@shared/format/case-reference';
import type { CaseWatches, MyWatch } from '@shared/watches/schema';
import type { Dependencies } from '../../dependencies';
import type { Db, Tx } from '../../kernel/db/client';
import { watches } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import { recordAudit, type Change } from '../audit/record-audit';
import { accountWatcher, caseTargets, findAccountWatcher, newsCounts, watchesOf, watchLabel, type WatchesDependencies, type WatchTarget } from './watch-targets';

type SignedIn = { userId: number; email: string };

export const WATCH_NOT_FOUND = 'We could not find this request for news. It may have been stopped already.';

const sameTarget = (watch: { kind: string; platformId: number | null; value: string | null }, target: WatchTarget) =>
  watch.kind === target.kind && (target.kind === 'platform' ? watch.platformId === target.platformId : watch.value === target.value);

async function presentCaseWatches(db: Db | Tx, pages: WatchesDependencies['pages'], input: { incidentId: number; targets: WatchTarget[]; watcherId: number | null }): Promise<CaseWatches> {
  const own = input.watcherId === null ? [] : await watchesOf(db, { watcherId: input.watcherId, confirmedOnly: true });
  const counts = await newsCounts(db, own.map((watch) => watch.id));
  const options = await Promise.all(
    input.targets.map(async (target) => {
      const watch = own.find((candidate) => sameTarget(candidate, target)) ?? null;
      return {
        key: target.key,
        kind: target.kind,
        accountKind: target.accountKind,
        label: target.label,
        watchId: watch?.id ?? null,
        since: watch ? watch.createdAt.toISOString() : null,
        news: watch ? (counts.get(watch.id) ?? 0) : 0,
        platformSlug: target.platformId === null ? null : await pages.slugOf(target.platformId),
      };
    }),
  );
  return { caseReference: formatCaseReference(input.incidentId), options };
}

/** GET /api/incidents/:incidentId/watches: what the victim's own case names, and which of it they follow. */
export async function listCaseWatches(deps: Pick<Dependencies, 'db'> & WatchesDependencies, input: { incidentId: number; victim: SignedIn }): Promise<CaseWatches> {
  const { incident, targets } = await caseTargets(deps.db, { incidentId: input.incidentId, email: input.victim.email, isWellKnownDomain: deps.isWellKnownDomain });
  return presentCaseWatches(deps.db, deps.pages, { incidentId: incident.id, targets, watcherId: await findAccountWatcher(deps.db, input.victim.userId) });
}

/**
 * The victim asks to be told when others report what their case names: each chosen key must be one
 * the case names now. The account's own address is proven (they signed in), so the watch counts at
 * once. Asking again for what is already followed changes nothing.
 */
export async function startCaseWatches(
  deps: Pick<Dependencies, 'db' | 'clock'> & WatchesDependencies,
  input: { incidentId: number; keys: string[]; victim: SignedIn; by: Change },
): Promise<CaseWatches> {
  const started = await deps.db.transaction(async (tx) => {
    const { incident, targets } = await caseTargets(tx, { incidentId: input.incidentId, email: input.victim.email, isWellKnownDomain: deps.isWellKnownDomain });
    const chosen = [...new Set(input.keys)].map((key) => targets.find((target) => target.key === key));
    if (chosen.some((target) => target === undefined)) {
      throw new AppError('VALIDATION_FAILED', 'One of your choices is no longer on your case. Please reload the page and choose again.');
    }
    const watcherId = await accountWatcher(tx, input.victim.userId);
    const now = deps.clock();
    for (const target of chosen as WatchTarget[]) {
      const [created] = await tx
        .insert(watches)
        .values({ watcherId, kind: target.kind, platformId: target.platformId, value: target.value, accountKind: target.accountKind, incidentId: incident.id, confirmedAt: now, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: watches.id });
      if (!created) continue;
      await recordAudit(tx, {
        actor: input.by.actor,
        action: 'watch.started',
        entity: { type: 'watch', id: created.id },
        after: { kind: target.kind, incidentId: incident.id },
        ip: input.by.ip,
      });
    }
    return { incidentId: incident.id, targets, watcherId };
  });
  // After the commit: the platform pages read through the app's own connection (one, on PGlite).
  return presentCaseWatches(deps.db, deps.pages, started);
}

/** The victim stops one of their own watches; anyone else's answers as a missing one (D8). */
export async function stopWatch(deps: Pick<Dependencies, 'db'>, input: { watchId: number; victim: SignedIn; by: Change }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const watcherId = await findAccountWatcher(tx, input.victim.userId);
    const [stopped] =
      watcherId === null
        ? []
        : await tx
            .delete(watches)
            .where(and(eq(watches.id, input.watchId), eq(watches.watcherId, watcherId)))
            .returning({ id: watches.id, kind: watches.kind, incidentId: watches.incidentId });
    if (!stopped) throw new AppError('WATCH_NOT_FOUND', WATCH_NOT_FOUND);
    await recordAudit(tx, {
      actor: input.by.actor,
      action: 'watch.stopped',
      entity: { type: 'watch', id: stopped.id },
      before: { kind: stopped.kind, incidentId: stopped.incidentId },
      ip: input.by.ip,
    });
  });
}

/** GET /api/watches: every watch of the signed-in victim, from their cases or from a platform's page. */
export async function listMyWatches(deps: Pick<Dependencies, 'db'> & Pick<WatchesDependencies, 'pages'>, input: { victim: SignedIn }): Promise<{ watches: MyWatch[] }> {
  const watcherId = await findAccountWatcher(deps.db, input.victim.userId);
  if (watcherId === null) return { watches: [] };
  const rows = await watchesOf(deps.db, { watcherId, confirmedOnly: true });
  const counts = await newsCounts(deps.db, rows.map((row) => row.id));
  return {
    watches: await Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        kind: row.kind,
        label: watchLabel(row, { masked: false }),
        incidentId: row.incidentId,
        caseReference: row.incidentId === null ? null : formatCaseReference(row.incidentId),
        platformSlug: row.platformId === null ? null : await deps.pages.slugOf(row.platformId),
        since: row.createdAt.toISOString(),
        news: counts.get(row.id) ?? 0,
      })),
    ),
  };
}
