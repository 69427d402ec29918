import fs from 'node:fs';
import path from 'node:path';
import {
  PAGE_MANIFEST_FILE,
  type PageManifest,
  pageManifestSchema,
} from '@setspot/domain/pages/page-manifest';

/**
 * The web build's route manifest (docs/decisions/0043), read again only when a new build replaced
 * it; null when there is none (the app is not built, or built before the manifest existed): pages
 * are then served as built, without tags or preloads.
 */
export function pageManifestReader(webDist: string) {
  const file = path.join(webDist, PAGE_MANIFEST_FILE);
  let cached: { mtimeMs: number; manifest: PageManifest } | null = null;
  return (): PageManifest | null => {
    if (!fs.existsSync(file)) return null;
    const { mtimeMs } = fs.statSync(file);
    if (cached?.mtimeMs !== mtimeMs)
      cached = { mtimeMs, manifest: pageManifestSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8'))) };
    return cached.manifest;
  };
}
