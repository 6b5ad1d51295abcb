import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database (PGlite) may be opened by one process at a time: a second process on
 * the same directory reads pages the first has not written yet and can damage the data. Whoever
 * opens an embedded data directory (the one-process server, the operator commands) first takes
 * this lock: a file `barteraid.lock` in DATA_DIR with its pid, created atomically. It is removed
 * on a clean stop; a lock left by a process that died is recognised as stale (the pid is gone, or
 * is now another process that started later) and taken over.
 */
export const LOCK_FILE = 'barteraid.lock';

export type LockHolder = 'server' | 'operator';

interface LockContents {
  pid: number;
  holder: LockHolder;
  /** What the holder runs, for the refusal message ("projector rebuild credits"). */
  command?: string;
  /** The kernel's start time of the holder process, where known (Linux), so a reused pid is not mistaken for it. */
  processStart?: string | null;
  since: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockContents,
  ) {
    const who =
      holder.holder === 'server'
        ? `The BarterAid server (pid ${holder.pid})`
        : `A BarterAid operator command${holder.command ? ` (${holder.command})` : ''} (pid ${holder.pid})`;
    super(`${who} is using ${dataDir}. Stop it first, or run this against DATABASE_URL.`);
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/** Directories this process holds, so a second open from the same process is refused too. */
const heldHere = new Set<string>();

function processStart(pid: number): string | null {
  try {
    // Field 22 of /proc/<pid>/stat; the command name (field 2) may contain spaces, so count from its end.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): LockContents | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as LockContents;
    return Number.isInteger(parsed.pid) ? parsed : null;
  } catch {
    return null;
  }
}

/** Whether the process named in a lock file still holds it. */
function stillHeld(dataDir: string, lock: LockContents): boolean {
  if (lock.pid === process.pid) return heldHere.has(dataDir);
  if (!alive(lock.pid)) return false;
  // Same pid, different start time: the holder died and the pid was handed to another process.
  const start = processStart(lock.pid);
  return !(lock.processStart && start && lock.processStart !== start);
}

/** Who holds the directory right now, or null when nobody does (no lock, or a stale one). */
export function dataDirHolder(dataDir: string): LockContents | null {
  const resolved = path.resolve(dataDir);
  const lock = readLock(path.join(resolved, LOCK_FILE));
  return lock && stillHeld(resolved, lock) ? lock : null;
}

/**
 * Takes the directory for this process, or throws DataDirInUseError naming the live holder.
 * `shownAs` is how the message names the directory (as the operator wrote it).
 */
export function lockDataDir(dataDir: string, holder: LockHolder, options: { shownAs?: string; command?: string } = {}): DataDirLock {
  const resolved = path.resolve(dataDir);
  const file = path.join(resolved, LOCK_FILE);
  fs.mkdirSync(resolved, { recursive: true });
  const contents: LockContents = {
    pid: process.pid,
    holder,
    ...(options.command ? { command: options.command } : {}),
    processStart: processStart(process.pid),
    since: new Date().toISOString(),
  };
  // Written whole under a private name, then linked into place: link fails if the lock exists,
  // so two processes can never both create it, and nobody reads a half-written lock.
  const draft = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  fs.writeFileSync(draft, JSON.stringify(contents));
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        fs.linkSync(draft, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
      }
      const existing = readLock(file);
      if (existing && stillHeld(resolved, existing)) throw new DataDirInUseError(options.shownAs ?? dataDir, existing);
      // Stale: its process is gone. (Two processes clearing the same stale lock at the same instant is not guarded.)
      fs.rmSync(file, { force: true });
    }
  } finally {
    fs.rmSync(draft, { force: true });
  }
  heldHere.add(resolved);

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    heldHere.delete(resolved);
    // Remove only our own lock, never one another process took after ours was judged stale.
    if (readLock(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  };
  // A process that exits without closing (process.exit after an error) still lets go.
  process.on('exit', release);
  return { file, release };
}
