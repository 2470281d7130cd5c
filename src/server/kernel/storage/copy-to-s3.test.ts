import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageToS3Command } from '../../cli/storage-to-s3-command';
import { runCommand } from '../../cli/run-cli';
import { describeFiles } from '../../backup/manifest';
import { startTestS3 } from '../../test/s3-server';
import { createS3Storage } from './s3-storage';
import { createLocalDiskStorage, storageRoot } from './storage';

describe('npm run storage:to-s3', () => {
  let dataDir: string;
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'haven-to-s3-'));
    s3 = await startTestS3();
  });
  afterAll(async () => {
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('copies every file to the bucket, each checked by SHA-256, and can run again', async () => {
    const disk = createLocalDiskStorage(storageRoot(dataDir));
    await disk.put('evidence/1/a.pdf', randomBytes(200_000));
    await disk.put('files/2/b.png', randomBytes(6 * 1024 * 1024));
    await disk.put('branding/logo.png', randomBytes(3000));
    const env = {
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      STORAGE: 's3',
      S3_ENDPOINT: s3.options.endpoint,
      S3_BUCKET: s3.options.bucket,
      S3_ACCESS_KEY_ID: s3.options.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey,
    };
    let out = '';
    let err = '';
    const run = () => runCommand(storageToS3Command, { args: [], env, print: (t) => (out += `${t}\n`), printError: (t) => (err += `${t}\n`), interactive: false });
    expect(await run()).toBe(0);
    expect(err).toBe('');
    expect(out).toMatch(/Copied 3 files/);

    const bucket = createS3Storage(s3.options);
    try {
      const onDisk = await describeFiles(storageRoot(dataDir));
      for (const file of onDisk) {
        const chunks: Buffer[] = [];
        for await (const chunk of await bucket.read(file.key)) chunks.push(chunk as Buffer);
        const { createHash } = await import('node:crypto');
        expect(createHash('sha256').update(Buffer.concat(chunks)).digest('hex'), file.key).toBe(file.sha256);
      }
    } finally {
      bucket.client.destroy();
    }

    out = '';
    expect(await run()).toBe(0);
    expect(out).toMatch(/Copied 0 files .* 3 were there already/);
  }, 60_000);
});
