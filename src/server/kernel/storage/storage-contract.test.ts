import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3 } from '../../test/s3-server';
import { createS3Storage } from './s3-storage';
import { createLocalDiskStorage, type FileStorage } from './storage';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A stream of `size` bytes in 64 KB chunks, as an upload arrives. */
function chunked(data: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < data.length; at += 65_536) yield data.subarray(at, at + 65_536);
    })(),
  );
}

async function keysUnder(storage: FileStorage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of storage.list(prefix)) keys.push(file.key);
  return keys.sort();
}

// The same promises from every driver: what the product relies on, whichever store holds the files.
const drivers: { name: string; start: () => Promise<{ storage: FileStorage; close: () => Promise<void> }> }[] = [
  {
    name: 'local disk',
    start: async () => {
      const root = await mkdtemp(join(tmpdir(), 'haven-disk-'));
      return { storage: createLocalDiskStorage(root), close: () => rm(root, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3 (s3rver on 127.0.0.1)',
    start: async () => {
      const s3 = await startTestS3();
      const storage = createS3Storage(s3.options);
      return {
        storage,
        close: async () => {
          storage.client.destroy();
          await s3.close();
        },
      };
    },
  },
];

describe.each(drivers)('file storage contract: $name', ({ start }) => {
  let storage: FileStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await start());
  });
  afterAll(async () => {
    await close?.();
  });

  it('puts, reads, tells whether a key exists, and removes', async () => {
    const data = randomBytes(1000);
    await storage.put('evidence/a/one.bin', data);
    expect(await storage.exists('evidence/a/one.bin')).toBe(true);
    expect(await storage.exists('evidence/a/none.bin')).toBe(false);
    expect(sha(await bytesOf(await storage.read('evidence/a/one.bin')))).toBe(sha(data));
    await storage.remove('evidence/a/one.bin');
    expect(await storage.exists('evidence/a/one.bin')).toBe(false);
    const missing = await storage.read('evidence/a/one.bin').then(bytesOf).then(
      () => null,
      (error: unknown) => error as NodeJS.ErrnoException,
    );
    expect(missing?.code).toBe('ENOENT');
  });

  it('writes a 12 MB stream as it arrives and reads it back byte for byte', async () => {
    const data = randomBytes(12 * 1024 * 1024);
    await storage.write('staging/big.bin', chunked(data));
    expect(sha(await bytesOf(await storage.read('staging/big.bin')))).toBe(sha(data));
  });

  it('leaves nothing under the key when the stream fails', async () => {
    const failing = Readable.from(
      (async function* () {
        yield randomBytes(6 * 1024 * 1024);
        throw new Error('the client went away');
      })(),
    );
    await expect(storage.write('staging/cut.bin', failing)).rejects.toThrow();
    expect(await storage.exists('staging/cut.bin')).toBe(false);
  });

  it('leaves nothing behind a stream cut after its first chunk, not even a moment later', async () => {
    // The disk's file stream may still be opening when the source fails; a removal before it has
    // closed is undone by the open (seen about once in 300 writes on an idle machine; sixty at once
    // here guard against its return, they do not reproduce it every time).
    const keys = Array.from({ length: 60 }, (_, i) => `cut-early/${i}.bin`);
    await Promise.all(
      keys.map(async (key, i) => {
        const failing = Readable.from(
          (async function* () {
            yield Buffer.alloc(65_536, i);
            throw new Error('over the budget');
          })(),
        );
        await expect(storage.write(key, failing)).rejects.toThrow('over the budget');
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await keysUnder(storage, 'cut-early')).toEqual([]);
  });

  it('moves a staged file into place, and never over an existing one', async () => {
    await storage.put('staging/move.bin', Buffer.from('moving'));
    await storage.move('staging/move.bin', 'evidence/b/moved.bin');
    expect(await storage.exists('staging/move.bin')).toBe(false);
    expect((await bytesOf(await storage.read('evidence/b/moved.bin'))).toString()).toBe('moving');
    await storage.put('staging/again.bin', Buffer.from('again'));
    await expect(storage.move('staging/again.bin', 'evidence/b/moved.bin')).rejects.toThrow();
    expect((await bytesOf(await storage.read('evidence/b/moved.bin'))).toString()).toBe('moving');
  });

  it('lists the files under a folder of keys, or all of them', async () => {
    await storage.put('files/x/1.txt', Buffer.from('1'));
    await storage.put('files/y/2.txt', Buffer.from('2'));
    expect(await keysUnder(storage, 'files')).toEqual(['files/x/1.txt', 'files/y/2.txt']);
    expect(await keysUnder(storage, 'nothing-here')).toEqual([]);
    expect(await keysUnder(storage, '')).toEqual(expect.arrayContaining(['files/x/1.txt', 'evidence/b/moved.bin', 'staging/again.bin']));
  });

  it('refuses keys that could leave its folder', async () => {
    await expect(storage.put('../outside', Buffer.from('x'))).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.put('/absolute', Buffer.from('x'))).rejects.toThrow(/Unsafe storage key/);
  });
});
