import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { IMAGE_CACHE_CONTROL_SECONDS } from '@setspot/domain/common/constants';
import type { StorageConfig } from '../../config.ts';
import { assertSafeKey, type FileStorage, keyUnderBase } from './file-storage.ts';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/**
 * Any S3-compatible store (AWS S3, MinIO, R2, ...). Objects must be publicly readable at
 * S3_PUBLIC_URL (a bucket policy or a CDN in front): no ACL is set, as many buckets refuse ACLs.
 */
export function createS3FileStorage(config: S3Config): FileStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  return {
    async put(key, body, { contentType }) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: `public, max-age=${IMAGE_CACHE_CONTROL_SECONDS}`,
          // Conditional write: refuse to replace an existing object (spec: no overwrite).
          IfNoneMatch: '*',
        }),
      );
    },
    async delete(keys) {
      // One call per key: DeleteObjects needs Content-MD5, which some S3-compatible stores insist on.
      await Promise.all(
        keys.map((key) => {
          assertSafeKey(key);
          return client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
        }),
      );
    },
    publicUrl: (key) => `${config.publicUrl}/${key.split('/').map(encodeURIComponent).join('/')}`,
    keyFromUrl: (url) => keyUnderBase(url, config.publicUrl),
  };
}
