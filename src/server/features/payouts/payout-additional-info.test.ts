import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bootApp } from '../../boot';
import { loadConfig } from '../../kernel/config';
import { openDatabase } from '../../kernel/db/client';
import { fraudIncidents, payoutRequests, platforms } from '../../kernel/db/schema/index';
import { testAppForSuite } from '../../test/suite-app';
import { createIncident } from '../../test/fixtures';
import { decryptField } from '../../kernel/crypto/field-cipher';
import { encryptPlainPayoutInfo, readAdditionalInfo } from './payout-additional-info';

const t = testAppForSuite();

const payoutRow = (incidentId: number, additionalInfo: string | null) => ({
  incidentId,
  userEmail: 'someone@example.com',
  amount: '10.00',
  payoutMethod: 'bank_transfer',
  accountDetailsEncrypted: 'x',
  accountDetailsHint: '•••• 0000',
  additionalInfo,
});

describe('encryptPlainPayoutInfo (D5)', () => {
  it('encrypts what was stored in plain text, once, and leaves the rest alone', async () => {
    const key = t.config.dataEncryptionKey;
    const incident = await createIncident(t.app, { victimEmail: 'someone@example.com' });
    const [plain] = await t.app.db.insert(payoutRequests).values(payoutRow(incident.id, 'sort code 12-34-56')).returning();
    // Rejected, so a second request may sit on the same incident (one open request per incident).
    await t.app.db.update(payoutRequests).set({ status: 'rejected' }).where(eq(payoutRequests.id, plain!.id));
    const [empty] = await t.app.db.insert(payoutRequests).values(payoutRow(incident.id, null)).returning();

    expect(await encryptPlainPayoutInfo(t.app.db, key)).toBeGreaterThanOrEqual(1);
    const [sealed] = await t.app.db.select().from(payoutRequests).where(eq(payoutRequests.id, plain!.id));
    expect(sealed!.additionalInfo).not.toContain('12-34-56');
    expect(decryptField(key, sealed!.additionalInfo!)).toBe('sort code 12-34-56');

    expect(await encryptPlainPayoutInfo(t.app.db, key)).toBe(0);
    const [again] = await t.app.db.select().from(payoutRequests).where(eq(payoutRequests.id, plain!.id));
    expect(again!.additionalInfo).toBe(sealed!.additionalInfo);
    const [stillEmpty] = await t.app.db.select().from(payoutRequests).where(eq(payoutRequests.id, empty!.id));
    expect(stillEmpty!.additionalInfo).toBeNull();
  });

  it('reads both forms back', () => {
    const key = t.config.dataEncryptionKey;
    expect(readAdditionalInfo(key, null)).toBeNull();
    expect(readAdditionalInfo(key, 'not yet swept')).toBe('not yet swept');
  });
});

describe('bootApp', () => {
  it('encrypts plain additional information left from before at start', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'haven-boot-'));
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: 'false' });
      const before = await openDatabase({ kind: 'pglite', dataDir });
      await before.migrate();
      const [platform] = await before.db.insert(platforms).values({ name: 'Boot test platform' }).returning();
      const [incident] = await before.db
        .insert(fraudIncidents)
        .values({ platformId: platform!.id, victimEmail: 'old@example.com', incidentDate: '2026-01-01', lossAmount: '10.00' })
        .returning();
      await before.db.insert(payoutRequests).values(payoutRow(incident!.id, 'sort code 65-43-21'));
      await before.close();

      const app = await bootApp(config, { logger: false });
      try {
        const [row] = await app.db.select().from(payoutRequests);
        expect(row!.additionalInfo).not.toContain('65-43-21');
        expect(readAdditionalInfo(config.dataEncryptionKey, row!.additionalInfo)).toBe('sort code 65-43-21');
      } finally {
        await app.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
