/**
 * Where uploaded files live (architecture sections 1 and 8.7): local disk by default, any S3-compatible
 * store in production. Keys are chosen by the server only ({locationId}/{timestamp}-{index}.{ext}),
 * never taken from a file name a client sent.
 */
export interface FileStorage {
  /** Stores a new object. Never overwrites: an existing key is an error (product section 7). */
  put(key: string, body: Buffer, options: { contentType: string }): Promise<void>;
  /** Removes objects; keys that do not exist are ignored. */
  delete(keys: readonly string[]): Promise<void>;
  /** The URL a browser loads the object from. */
  publicUrl(key: string): string;
  /** The key behind a URL this storage gave out, or null for any other URL (e.g. a seeded photo). */
  keyFromUrl(url: string): string | null;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Keys are plain relative paths: no '..', no leading slash, no odd characters. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

/** Shared by both implementations: a URL maps back to its key when it starts with the public base. */
export function keyUnderBase(url: string, base: string): string | null {
  const prefix = `${base}/`;
  if (!url.startsWith(prefix)) return null;
  const key = decodeURIComponent(url.slice(prefix.length));
  try {
    assertSafeKey(key);
    return key;
  } catch {
    return null;
  }
}
