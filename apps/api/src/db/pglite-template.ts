import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// Creating a PGlite database (initdb inside WebAssembly) took about 5 s of a first start's 8;
// opening one takes under 1 s. So the first start on a machine keeps an empty, migrated database
// aside, and every later first start (a new DATA_DIR, demo data reset) copies it (ADR 0024).
// A copy is used only when it was made from the same migrations by the same PGlite version.

const require = createRequire(import.meta.url);
// PGlite's entry lies at node_modules/@electric-sql/pglite/dist/…: its package folder, and the
// node_modules that holds it (the template lives in that node_modules' .cache, as tools' caches do).
const pgliteEntry = require.resolve('@electric-sql/pglite');
const pglitePackageDir = pgliteEntry.slice(0, pgliteEntry.lastIndexOf(`${path.sep}dist${path.sep}`));
const DEFAULT_TEMPLATE_DIR = path.join(
  path.dirname(path.dirname(pglitePackageDir)),
  '.cache',
  'setspot',
  'pglite-template',
);
/** Written into a template last, so a half-made one never matches. */
const STAMP_FILE = 'setspot-template.json';

/** Names what a template must have been made from: the migration files and the PGlite version. */
export function templateKey(migrationsFolder: string): string {
  const hash = createHash('sha256');
  const version = JSON.parse(fs.readFileSync(path.join(pglitePackageDir, 'package.json'), 'utf8')).version;
  hash.update(`pglite ${version}\n`);
  for (const file of listFiles(migrationsFolder)) {
    hash.update(`${path.relative(migrationsFolder, file)}\n`);
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full) : [full];
    });
}

function hasTemplateFor(key: string, templateDir: string): boolean {
  try {
    return JSON.parse(fs.readFileSync(path.join(templateDir, STAMP_FILE), 'utf8')).key === key;
  } catch {
    return false;
  }
}

/**
 * Makes the template for `key` unless one is there: `create` makes a migrated database in the
 * folder it is given and closes it. Processes starting at once on one machine may each make one;
 * the first to finish keeps its place and the others drop theirs.
 */
export async function ensureTemplate(
  key: string,
  create: (dir: string) => Promise<void>,
  templateDir = DEFAULT_TEMPLATE_DIR,
): Promise<void> {
  if (hasTemplateFor(key, templateDir)) return;
  const made = `${templateDir}.making-${uniqueSuffix()}`;
  const old = `${templateDir}.old-${uniqueSuffix()}`;
  try {
    fs.rmSync(made, { recursive: true, force: true });
    fs.mkdirSync(made, { recursive: true });
    await create(made);
    fs.writeFileSync(path.join(made, STAMP_FILE), JSON.stringify({ key }));
    if (hasTemplateFor(key, templateDir)) return;
    // One made from older migrations goes; readers check the key first, so none is copying it.
    if (fs.existsSync(templateDir)) fs.renameSync(templateDir, old);
    fs.renameSync(made, templateDir);
  } catch (error) {
    if (!hasTemplateFor(key, templateDir)) throw error;
  } finally {
    fs.rmSync(made, { recursive: true, force: true });
    fs.rmSync(old, { recursive: true, force: true });
  }
}

/**
 * Fills an empty PGlite data folder with the template for `key`. Copies into a sibling folder and
 * renames it into place, so a start cut off halfway leaves the folder empty (the next start tries
 * again), never half a database. Returns whether it did.
 */
export function fillFromTemplate(dataDir: string, key: string, templateDir = DEFAULT_TEMPLATE_DIR): boolean {
  if (!hasTemplateFor(key, templateDir)) return false;
  const staging = `${dataDir}.template-${uniqueSuffix()}`;
  try {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.cpSync(templateDir, staging, {
      recursive: true,
      filter: (source) => path.basename(source) !== STAMP_FILE,
    });
    fs.rmdirSync(dataDir);
    fs.renameSync(staging, dataDir);
    return true;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * The same empty, migrated database as a tarball, for in-memory PGlite (each integration test file
 * opens one or more): loading it takes under 1 s where initdb and the migrations took 3 to 5 s.
 * The key is in the file's name and the file is renamed into place whole, so a name that is there
 * is a finished dump of those migrations.
 */
export async function memoryTemplate(
  key: string,
  dump: () => Promise<Blob>,
  templateDir = DEFAULT_TEMPLATE_DIR,
): Promise<Blob> {
  const folder = path.dirname(templateDir);
  const file = path.join(folder, `pglite-memory-${key}.tar`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const made = await dump();
  fs.mkdirSync(folder, { recursive: true });
  const staging = `${file}.making-${uniqueSuffix()}`;
  fs.writeFileSync(staging, Buffer.from(await made.arrayBuffer()));
  fs.renameSync(staging, file);
  // Dumps of older migrations go (a reader that already read one keeps its bytes).
  for (const name of fs.readdirSync(folder)) {
    if (name.startsWith('pglite-memory-') && path.join(folder, name) !== file && !name.includes('.making-')) {
      fs.rmSync(path.join(folder, name), { force: true });
    }
  }
  return made;
}

/** Names a working folder no other process, nor another call in this one, is using. */
const uniqueSuffix = () => `${process.pid}-${randomUUID().slice(0, 8)}`;
