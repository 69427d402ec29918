import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureTemplate, fillFromTemplate, templateKey } from './pglite-template.ts';

const made: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setspot-template-'));
  made.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Stands in for PGlite: "creates a database" by writing files, counting its calls. */
function fakeCreate(content: string) {
  const calls: string[] = [];
  const create = async (dir: string) => {
    calls.push(dir);
    fs.mkdirSync(path.join(dir, 'base'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'PG_VERSION'), '17');
    fs.writeFileSync(path.join(dir, 'base', 'data'), content);
  };
  return { create, calls };
}

describe('the template database of first starts', () => {
  it('is made once per key and copied into an empty data folder, without its stamp', async () => {
    const templates = path.join(tempDir(), 'template');
    const { create, calls } = fakeCreate('empty');
    await ensureTemplate('k1', create, templates);
    await ensureTemplate('k1', create, templates);
    expect(calls).toHaveLength(1);

    const dataDir = path.join(tempDir(), 'db');
    fs.mkdirSync(dataDir);
    expect(fillFromTemplate(dataDir, 'k1', templates)).toBe(true);
    expect(fs.readFileSync(path.join(dataDir, 'base', 'data'), 'utf8')).toBe('empty');
    expect(fs.readdirSync(dataDir).sort()).toEqual(['PG_VERSION', 'base']);
    // Nothing left beside the data folder.
    expect(fs.readdirSync(path.dirname(dataDir))).toEqual(['db']);
  });

  it('is not used for other migrations, and is replaced by a template for the current ones', async () => {
    const templates = path.join(tempDir(), 'template');
    await ensureTemplate('old', fakeCreate('old schema').create, templates);
    const dataDir = path.join(tempDir(), 'db');
    fs.mkdirSync(dataDir);
    expect(fillFromTemplate(dataDir, 'new', templates)).toBe(false);
    expect(fs.readdirSync(dataDir)).toEqual([]);

    await ensureTemplate('new', fakeCreate('new schema').create, templates);
    expect(fillFromTemplate(dataDir, 'new', templates)).toBe(true);
    expect(fs.readFileSync(path.join(dataDir, 'base', 'data'), 'utf8')).toBe('new schema');
    expect(fs.readdirSync(path.dirname(templates))).toEqual(['template']);
  });

  it('leaves no template and nothing half-made when making one fails', async () => {
    const templates = path.join(tempDir(), 'template');
    const failing = async (dir: string) => {
      fs.writeFileSync(path.join(dir, 'PG_VERSION'), '17');
      throw new Error('initdb failed');
    };
    await expect(ensureTemplate('k1', failing, templates)).rejects.toThrow('initdb failed');
    expect(fs.readdirSync(path.dirname(templates))).toEqual([]);
    const dataDir = path.join(tempDir(), 'db');
    fs.mkdirSync(dataDir);
    expect(fillFromTemplate(dataDir, 'k1', templates)).toBe(false);
  });

  it('survives two processes making it at once: both go on, one template stays', async () => {
    const templates = path.join(tempDir(), 'template');
    await Promise.all([
      ensureTemplate('k1', fakeCreate('a').create, templates),
      ensureTemplate('k1', fakeCreate('b').create, templates),
    ]);
    expect(fs.readdirSync(path.dirname(templates))).toEqual(['template']);
    const dataDir = path.join(tempDir(), 'db');
    fs.mkdirSync(dataDir);
    expect(fillFromTemplate(dataDir, 'k1', templates)).toBe(true);
  });

  it('has a key that changes with any migration file', () => {
    const migrations = tempDir();
    fs.mkdirSync(path.join(migrations, 'meta'));
    fs.writeFileSync(path.join(migrations, '0000_a.sql'), 'CREATE TABLE a (id int);');
    fs.writeFileSync(path.join(migrations, 'meta', '_journal.json'), '{}');
    const before = templateKey(migrations);
    expect(templateKey(migrations)).toBe(before);
    fs.writeFileSync(path.join(migrations, 'meta', '_journal.json'), '{"entries":[]}');
    const journalChanged = templateKey(migrations);
    expect(journalChanged).not.toBe(before);
    fs.writeFileSync(path.join(migrations, '0001_b.sql'), 'CREATE TABLE b (id int);');
    expect(templateKey(migrations)).not.toBe(journalChanged);
  });
});
