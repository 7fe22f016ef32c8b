// What the figures were measured on: a benchmark table without its machine and commit is noise.
import { spawnSync } from 'node:child_process';
import os from 'node:os';

function gitCommit(cwd) {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd, encoding: 'utf8' });
  if (head.status !== 0) return 'unknown';
  // Benchmarks are often run on a work tree with edits: say so rather than credit HEAD with them.
  const status = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd, encoding: 'utf8' });
  const dirty = status.status === 0 && status.stdout.trim() !== '';
  return `${head.stdout.trim()}${dirty ? ' (with uncommitted changes)' : ''}`;
}

export function describeMachine(cwd) {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: os.availableParallelism?.() ?? cpus.length,
    ramGiB: (os.totalmem() / 1024 ** 3).toFixed(1),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    commit: gitCommit(cwd),
  };
}
