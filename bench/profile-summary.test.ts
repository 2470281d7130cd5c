import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaOf, summariseProfiles } from './profile-summary';

describe('the bench profile summary', () => {
  it('names who spent a frame: a package, Node, one of our folders, V8', () => {
    expect(areaOf('file:///app/node_modules/postgres/src/connection.js', 'write')).toBe('postgres');
    expect(areaOf('file:///app/node_modules/@fastify/rate-limit/index.js', 'x')).toBe('@fastify/rate-limit');
    expect(areaOf('node:internal/streams/writable', 'write')).toBe('node internals');
    expect(areaOf('file:///app/src/server/features/search/find.ts', 'find')).toBe('src/server/features/search');
    expect(areaOf('file:///app/src/server/app.ts', 'build')).toBe('src/server/app');
    expect(areaOf('', '(garbage collector)')).toBe('(garbage collector)');
  });

  it('shares self time out of the busy time, leaving idle out', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'haven-profile-'));
    try {
      const frame = (id: number, functionName: string, url: string) => ({ id, callFrame: { functionName, url, lineNumber: 0 } });
      const profile = {
        nodes: [frame(1, '(idle)', ''), frame(2, 'parse', 'file:///a/node_modules/zod/index.js'), frame(3, 'search', 'file:///a/src/server/features/search/x.ts')],
        // 6 ms idle, 3 ms in zod, 1 ms in search.
        samples: [1, 1, 2, 2, 2, 3],
        timeDeltas: [3000, 3000, 1000, 1000, 1000, 1000],
      };
      await writeFile(join(dir, 'CPU.1.cpuprofile'), JSON.stringify(profile));
      const summary = await summariseProfiles(dir);
      expect(summary).toContain('0.0 s busy of 0.0 s');
      expect(summary).toMatch(/75\.0%\s+zod/);
      expect(summary).toMatch(/25\.0%\s+src\/server\/features\/search/);
      expect(summary).not.toContain('(idle)');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
