import type { StorageConfig } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';

/**
 * The one place the storage implementation is chosen from config (architecture section 8.7). The AWS SDK
 * is loaded only when S3 is configured: it costs about 160 ms of every start.
 */
export async function createFileStorage(config: StorageConfig): Promise<FileStorage> {
  if (config.kind !== 's3') return createLocalFileStorage(config);
  const { createS3FileStorage } = await import('./s3-file-storage.ts');
  return createS3FileStorage(config);
}
