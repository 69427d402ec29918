import type { StorageConfig } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import { createS3FileStorage } from './s3-file-storage.ts';

/** The one place the storage implementation is chosen from config (DESIGN section 8.7). */
export function createFileStorage(config: StorageConfig): FileStorage {
  return config.kind === 's3' ? createS3FileStorage(config) : createLocalFileStorage(config);
}
