import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is single-connection: two processes on one data directory lose writes. The embedded
 * mode therefore takes this lock and refuses a second process (scale out = PostgreSQL).
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is already in use by another Lantern process (pid ${holderPid}). ` +
        'Stop that process first, or set DATABASE_URL to run several processes on one PostgreSQL.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock for this process; returns a release function. Stale locks of dead pids are taken over. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'lantern.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockFile, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }), { flag: 'wx' });
      const release = () => {
        try {
          const held = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { pid: number };
          if (held.pid === process.pid) fs.unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder = 0;
      try {
        holder = Number((JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { pid: number }).pid) || 0;
      } catch {
        // unreadable lock: treat as stale
      }
      if (holder === process.pid) return () => {};
      if (holder && isAlive(holder)) throw new DataDirLockedError(path.resolve(dataDir), holder);
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}
