import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '@/server/db/lock.mjs';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const lockFile = (dir: string) => path.join(dir, 'lantern.lock');

describe('embedded data-dir lock', () => {
  it('takes the lock with this pid and releases it', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(lockFile(dir), 'utf8')).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it('refuses a directory held by another live process, naming it, and leaves its lock alone', () => {
    const dir = tempDir();
    // pid 1 is always alive: it stands for the first server.
    fs.writeFileSync(lockFile(dir), JSON.stringify({ pid: 1 }));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/already in use by another Lantern process \(pid 1\)/);
    expect(JSON.parse(fs.readFileSync(lockFile(dir), 'utf8')).pid).toBe(1);
  });

  it('takes over the stale lock of a process that died', () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), JSON.stringify({ pid: 2 ** 22 + 12345 }));
    const release = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(lockFile(dir), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('lets the holding process open its own directory again', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).not.toThrow();
    release();
  });
});
