import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type FileStorage, keyUnderBase } from './file-storage.ts';

/** Files under DATA_DIR/uploads, served by http/uploads.ts at /uploads (the default, no setup). */
export function createLocalFileStorage(options: { dir: string; publicPath: string }): FileStorage {
  const root = path.resolve(options.dir);
  const base = options.publicPath.replace(/\/$/, '');
  const fileOf = (key: string) => {
    assertSafeKey(key);
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`Unsafe storage key: ${key}`);
    return file;
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // 'wx': fail when the file exists, like the spec's upload with no overwrite.
      await fs.writeFile(file, body, { flag: 'wx' });
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => fs.rm(fileOf(key), { force: true })));
    },
    publicUrl: (key) => `${base}/${key.split('/').map(encodeURIComponent).join('/')}`,
    keyFromUrl: (url) => keyUnderBase(url, base),
  };
}
