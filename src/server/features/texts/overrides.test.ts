import { describe, expect, it } from 'vitest';
import type { Db } from '../../kernel/db/client';
import { textsFor } from '../../kernel/texts/texts';
import { currentOverrides, reloadOverrides, watchTextOverrides, type OverrideRow } from './overrides';

// How a process keeps the organisation's words for its e-mails and documents: each read of the
// table, and what a read that fails or finishes late does to the words said.

const SUBJECT = { id: 'mail.report-confirmation.subject', message: 'Please confirm your report {caseReference}', values: { caseReference: 'FR-1' } };
const subject = () => textsFor('es')._(SUBJECT);

const row = (text: string): OverrideRow => ({
  id: 1,
  locale: 'es',
  catalogue: 'server/mail',
  messageId: SUBJECT.id,
  text,
  updatedAt: new Date('2026-11-01T10:00:00Z'),
  updatedBy: 'admin',
});

/** A database whose reads of the table are answered when, and as, the test says. */
function scriptedDb() {
  const reads: { resolve: (rows: OverrideRow[]) => void; reject: (error: Error) => void }[] = [];
  const db = {
    select: () => ({
      from: () => ({
        orderBy: () => new Promise<OverrideRow[]>((resolve, reject) => reads.push({ resolve, reject })),
      }),
    }),
  } as unknown as Db;
  return { db, reads };
}

describe("the server's copy of the overrides", () => {
  it('keeps the texts it built when a read finds the same words (not read from the catalogues again every few seconds)', async () => {
    const { db, reads } = scriptedDb();
    const first = reloadOverrides(db);
    reads[0]!.resolve([row('Confirme: {caseReference}')]);
    await first;
    expect(subject()).toBe('Confirme: FR-1');
    const built = textsFor('es');
    const again = reloadOverrides(db);
    reads[1]!.resolve([row('Confirme: {caseReference}')]);
    await again;
    expect(textsFor('es')).toBe(built);
  });

  it('says the newest words when an older read finishes after a newer one', async () => {
    const { db, reads } = scriptedDb();
    const older = reloadOverrides(db);
    const newer = reloadOverrides(db);
    reads[1]!.resolve([row('Nuevo: {caseReference}')]);
    await newer;
    reads[0]!.resolve([row('Viejo: {caseReference}')]);
    await older;
    expect(subject()).toBe('Nuevo: FR-1');
    expect((await currentOverrides(db)).rows[0]?.text).toBe('Nuevo: {caseReference}');
  });

  it('says the words of a read as soon as it finishes, though a newer read is still under way (a change made here is said once saved)', async () => {
    const { db, reads } = scriptedDb();
    const saved = reloadOverrides(db);
    // The table's notification of that same change starts another read before the first is back.
    const notified = reloadOverrides(db);
    reads[0]!.resolve([row('Guardado: {caseReference}')]);
    await saved;
    expect(subject()).toBe('Guardado: FR-1');
    reads[1]!.resolve([row('Guardado: {caseReference}')]);
    await notified;
    expect(subject()).toBe('Guardado: FR-1');
  });

  it('reads again after a failed read on a notification, rather than keeping the old words until the next change', async () => {
    const { db, reads } = scriptedDb();
    let notify = () => {};
    const watching = watchTextOverrides({ db, listen: async (_channel, onNotify) => void (notify = onNotify) }, 50);
    reads[0]!.resolve([row('Antes: {caseReference}')]);
    await watching;
    expect(subject()).toBe('Antes: FR-1');
    notify();
    reads[1]!.reject(new Error('connection lost'));
    await expect.poll(() => reads.length).toBe(3);
    reads[2]!.resolve([row('Después: {caseReference}')]);
    await expect.poll(subject).toBe('Después: FR-1');
  });
});
