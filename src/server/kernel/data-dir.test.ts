import { chmod, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootApp } from '../boot';
import { loadConfig } from './config';
import { samplePdf } from '../test/sample-files';
import { createIncident, createVictim } from '../test/fixtures';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'haven-modes-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** Every path under root whose mode gives the group or others any access, with that mode. */
async function openToOthers(root: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (path: string) => {
    const stats = await lstat(path);
    if (stats.mode & 0o077) found.push(`${path.slice(root.length) || '/'} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const entry of await readdir(path)) await walk(join(path, entry));
  };
  await walk(root);
  return found;
}

describe('DATA_DIR', () => {
  it('holds nothing the group or others may open, including what an older version left', async () => {
    // What an older version left: an evidence file and its folder readable by everyone.
    await mkdir(join(dataDir, 'uploads', 'incidents'), { recursive: true });
    await writeFile(join(dataDir, 'uploads', 'incidents', 'old-evidence.pdf'), samplePdf());
    await chmod(join(dataDir, 'uploads', 'incidents', 'old-evidence.pdf'), 0o644);
    for (const folder of ['', 'uploads', 'uploads/incidents']) await chmod(join(dataDir, folder), 0o755);
    expect(await openToOthers(dataDir)).toHaveLength(4);

    // The secrets are created by loadConfig, before the app boots.
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: 'false' });
    const app = await bootApp(config);
    try {
      const victim = await createVictim(app);
      const incident = await createIncident(app, { victimEmail: victim.profile.email });
      const payload = new FormData();
      payload.append('category', 'financial');
      payload.append('recoveryId', String(incident.id));
      payload.append('documents', new Blob([new Uint8Array(samplePdf())]), 'statement.pdf');
      const upload = await app.inject({ method: 'POST', url: '/api/documents', cookies: victim.cookies, payload });
      expect(upload.statusCode).toBe(201);
    } finally {
      await app.close();
    }

    const entries = await readdir(dataDir, { recursive: true });
    expect(entries).toEqual(expect.arrayContaining(['session-secret', 'data-encryption-key', join('db', 'PG_VERSION')]));
    expect(entries.filter((entry) => entry.startsWith('uploads') && entry.endsWith('.pdf'))).toHaveLength(2);
    expect(await openToOthers(dataDir)).toEqual([]);
  }, 120_000);
});
