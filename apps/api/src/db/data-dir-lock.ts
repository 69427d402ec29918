import fs from 'node:fs';
import path from 'node:path';

// PGlite is one process per data directory; a second writer would corrupt it. A lock file
// refuses the second process with a message a person can act on.
export async function acquireDataDirLock(dataDir: string): Promise<() => void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.pid`);
  const holder = readHolder(lockFile);
  if (holder !== null && holder.pid !== process.pid && isSameLiveProcess(holder)) {
    throw new Error(
      `The database in ${dataDir} is already in use by process ${holder.pid}. ` +
        'Stop that SetSpot process first, or start this one with another DATA_DIR.',
    );
  }
  const mine: Holder = { pid: process.pid, command: commandLineOf(process.pid) };
  fs.writeFileSync(lockFile, JSON.stringify(mine));
  return () => {
    if (readHolder(lockFile)?.pid === process.pid) fs.rmSync(lockFile, { force: true });
  };
}

/** The process that wrote the lock, with its command line when the system shows one. */
type Holder = { pid: number; command: string | null };

function readHolder(lockFile: string): Holder | null {
  let text: string;
  try {
    text = fs.readFileSync(lockFile, 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = JSON.parse(text) as Partial<Holder>;
    if (typeof parsed.pid === 'number') return { pid: parsed.pid, command: parsed.command ?? null };
  } catch {
    // Written by an older version: the pid alone.
  }
  const pid = Number.parseInt(text, 10);
  return Number.isFinite(pid) ? { pid, command: null } : null;
}

/**
 * Alive, and still the process that wrote the lock: after a crash or a reboot the pid may belong
 * to an unrelated program, which must not keep SetSpot from starting. Where the system shows
 * command lines (/proc on Linux) they must match; elsewhere a live pid counts as the holder.
 */
function isSameLiveProcess(holder: Holder): boolean {
  if (!isAlive(holder.pid)) return false;
  const now = commandLineOf(holder.pid);
  if (now === null || holder.command === null) return now === null || looksLikeNode(now);
  return now === holder.command;
}

function commandLineOf(pid: number): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
  } catch {
    return null;
  }
}

function looksLikeNode(command: string): boolean {
  return /\bnode\b|tsx/.test(command);
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
