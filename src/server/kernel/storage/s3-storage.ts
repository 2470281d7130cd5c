import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { checkedKey, type FileStorage } from './storage';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** Unset: AWS itself. Set for MinIO, Ceph, Garage, R2 and the like. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (http://host/bucket/key) rather than the host name: what most self-hosted stores want. */
  forcePathStyle: boolean;
};


function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

/** The same shape of error a missing file on disk gives, so callers need not know the driver. */
function notFound(key: string, cause: unknown): Error {
  return Object.assign(new Error(`No stored file ${key}`, { cause }), { code: 'ENOENT' });
}

/**
 * Files in an S3-compatible store, so several servers share them. Both ways stream: an upload goes
 * up in 5 MB parts as it arrives (at most two parts in memory), a download is the store's own
 * stream. Keys are the same as on disk.
 */
export function createS3Storage(options: S3StorageOptions, clientConfig: Partial<S3ClientConfig> = {}): FileStorage & { client: S3Client } {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums only where S3 requires them: many compatible stores do not know the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...clientConfig,
  });
  const Bucket = options.bucket;

  const exists = async (key: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  };

  return {
    client,
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: data, ContentLength: data.length }));
    },
    async write(key, source) {
      const upload = new Upload({
        client,
        params: { Bucket, Key: checkedKey(key), Body: source },
        queueSize: 1,
        partSize: 5 * 1024 * 1024,
        // A failed upload leaves no parts behind to pay for.
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async move(from, to) {
      if (await exists(to)) throw Object.assign(new Error(`A stored file ${to} exists already`), { code: 'EEXIST' });
      await client.send(new CopyObjectCommand({ Bucket, Key: checkedKey(to), CopySource: `${Bucket}/${checkedKey(from)}` }));
      await client.send(new DeleteObjectCommand({ Bucket, Key: from }));
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        return object.Body as Readable;
      } catch (error) {
        if (isNotFound(error)) throw notFound(key, error);
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    exists,
    async *list(prefix) {
      const Prefix = prefix === '' ? undefined : `${checkedKey(prefix).replace(/\/+$/, '')}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, modifiedAt: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
