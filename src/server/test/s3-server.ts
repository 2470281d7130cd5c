import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error -- s3rver ships no types; only this helper touches it
import S3rver from 's3rver';
import type { S3StorageOptions } from '../kernel/storage/s3-storage';

/** An S3-compatible server of the test's own on 127.0.0.1 (s3rver), with one empty bucket. */
export async function startTestS3(bucket = 'haven-test'): Promise<{ options: S3StorageOptions; close: () => Promise<void> }> {
  const directory = await mkdtemp(join(tmpdir(), 'haven-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] }) as {
    run: () => Promise<{ port: number }>;
    close: () => Promise<void>;
  };
  const { port } = await server.run();
  return {
    options: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
