import type { Config } from '../config';
import { createS3Storage } from './s3-storage';
import { createLocalDiskStorage, storageRoot, type FileStorage } from './storage';

/** The file storage the configuration names (STORAGE): the disk under DATA_DIR, or an S3 bucket. */
export function configuredStorage(config: Pick<Config, 'storage' | 'dataDir'>): FileStorage {
  return config.storage.kind === 's3' ? createS3Storage(config.storage) : createLocalDiskStorage(storageRoot(config.dataDir));
}
