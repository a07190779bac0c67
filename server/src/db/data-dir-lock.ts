/**
 * One process at a time on a PGlite data directory. PGlite is PostgreSQL in this process's memory: a second
 * process that opens the same files keeps its own buffers and writes over the first one's (a person created
 * beside a running server was refused by it, then gone after its restart). Whoever opens a data directory
 * first writes its pid to `<dataDir>.lock`; another process finds a live pid there and is refused with a
 * message saying who holds it. A lock whose process is gone (killed, crashed) is taken over.
 */
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The database in ${dataDir} is open in another process (pid ${holderPid}), most likely the server started ` +
        'by npm start. PGlite lets one process at a time open it: stop that server first (Ctrl-C in its ' +
        `terminal, or kill ${holderPid}), run this again, then start the server again. With DATABASE_URL ` +
        '(PostgreSQL), commands and servers share the database.',
    );
  }
}

export interface DataDirLock {
  release(): void;
}

interface LockContents {
  pid: number;
  /** When the kernel started that process: tells a live holder from a new process that got its pid. */
  processStart: string | null;
}

/** Data directories this process holds, so a second open of one in the same process is refused too. */
const heldHere = new Set<string>();

export function lockDataDir(dataDir: string): DataDirLock {
  const path = `${dataDir}.lock`;
  mkdirSync(dirname(path), { recursive: true });
  const ours: LockContents = { pid: process.pid, processStart: processStart(process.pid) };
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(path, JSON.stringify(ours), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readLock(path);
    const alive = holder !== null && isHeld(holder, path);
    // A holder that is gone is removed once; if the file is there again, another process just took it.
    if (alive || attempt > 0) throw new DataDirLockedError(dataDir, holder?.pid ?? 0);
    unlinkSync(path);
  }
  heldHere.add(path);
  return {
    release() {
      if (!heldHere.delete(path)) return;
      if (readLock(path)?.pid === process.pid) unlinkSync(path);
    },
  };
}

function readLock(path: string): LockContents | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockContents>;
    return typeof parsed.pid === 'number'
      ? { pid: parsed.pid, processStart: parsed.processStart ?? null }
      : null;
  } catch {
    // Unreadable or cut short (a process killed while writing it): nobody can be shown to hold it.
    return null;
  }
}

function isHeld(holder: LockContents, path: string): boolean {
  // Our own pid in a lock we did not take is a previous process's that had the same pid (a container's).
  if (holder.pid === process.pid) return heldHere.has(path);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const start = processStart(holder.pid);
  return holder.processStart === null || start === null || start === holder.processStart;
}

/** The process's start time in clock ticks since boot (Linux's /proc); null where that is not known. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (2nd field) is in parentheses and may hold spaces; start time is the 22nd field.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}
