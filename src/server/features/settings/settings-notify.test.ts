import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../kernel/db/client';
import { createServerDatabase, testServerUrl } from '../../test/database';
import { waitUntil } from '../../test/wait-until';
import { ensureDefaultSettings, getSettingValue, setSettingValue, watchSettings } from './queries';

const serverUrl = testServerUrl();

// Two processes' worth of connections on one database: what one server changes, the other sees
// well before its cached copy (5 s) would have run out.
describe.skipIf(!serverUrl)('a settings change on one server', () => {
  let drop: () => Promise<void>;
  let one: Database;
  let other: Database;
  beforeAll(async () => {
    const created = await createServerDatabase(serverUrl!);
    drop = created.drop;
    one = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 2 });
    other = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 2 });
    if (!created.migrated) await one.migrate();
    await ensureDefaultSettings(one.db);
    await watchSettings(one);
    await watchSettings(other);
  });
  afterAll(async () => {
    await one?.close();
    await other?.close();
    await drop?.();
  });

  it('is seen by the other at once, not at its next cache expiry', async () => {
    expect(await getSettingValue(other.db, 'platform_name')).toBe('Haven');
    await setSettingValue(one.db, 'platform_name', 'Harbour Help');
    const started = Date.now();
    await waitUntil('the other server to see the new name', async () => (await getSettingValue(other.db, 'platform_name')) === 'Harbour Help', 4000);
    expect(Date.now() - started).toBeLessThan(4000);
  });
});
