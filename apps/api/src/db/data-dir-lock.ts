import fs from 'node:fs';
import path from 'node:path';

// PGlite is one process per data directory; a second writer would corrupt it. A pid file
// refuses the second process with a message a person can act on.
export async function acquireDataDirLock(dataDir: string): Promise<() => void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.pid`);
  const holder = readHolder(lockFile);
  if (holder !== null && holder !== process.pid && isAlive(holder)) {
    throw new Error(
      `The database in ${dataDir} is already in use by process ${holder}. ` +
        'Stop that SetSpot process first, or start this one with another DATA_DIR.',
    );
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => {
    if (readHolder(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
  };
}

function readHolder(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
    return Number.isFinite(pid) ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
