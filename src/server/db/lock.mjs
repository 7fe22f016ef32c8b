import fs from 'node:fs';
import path from 'node:path';

// Plain JavaScript: the primary of several render processes takes it too (scripts/server/primary.mjs).

/**
 * PGlite is single-connection: two processes on one data directory lose writes. The embedded
 * mode therefore takes this lock and refuses a second server (scale out = PostgreSQL); one
 * server's render processes reach the database through the primary that holds it (ADR 0057).
 */
export class DataDirLockedError extends Error {
  constructor(dataDir, holderPid) {
    super(
      `The embedded database in ${dataDir} is already in use by another Lantern process (pid ${holderPid}). ` +
        'Stop that process first, or set DATABASE_URL to run several processes on one PostgreSQL.',
    );
    this.name = 'DataDirLockedError';
    this.dataDir = dataDir;
    this.holderPid = holderPid;
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Takes the lock for this process; returns a release function. Stale locks of dead pids are taken over. */
export function lockDataDir(dataDir) {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'lantern.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockFile, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }), { flag: 'wx' });
      const release = () => {
        try {
          const held = JSON.parse(fs.readFileSync(lockFile, 'utf8'));
          if (held.pid === process.pid) fs.unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      let holder = 0;
      try {
        holder = Number(JSON.parse(fs.readFileSync(lockFile, 'utf8')).pid) || 0;
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
