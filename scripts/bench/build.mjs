// The production bundle, built at most once and never twice at the same time: several people share
// this work tree, and two `next build`s writing one .next corrupt it.
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildIfNeeded, distDir } from '../start.mjs';

/** Pids of `next build` processes running in `root` (Linux /proc; elsewhere none are seen). */
function runningBuilds(root) {
  let pids;
  try {
    pids = fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry) && Number(entry) !== process.pid);
  } catch {
    return [];
  }
  const found = [];
  for (const pid of pids) {
    try {
      const argv = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const nextAt = argv.findIndex((arg) => path.basename(arg) === 'next');
      if (nextAt === -1 || argv[nextAt + 1] !== 'build') continue;
      const cwd = fs.readlinkSync(`/proc/${pid}/cwd`);
      if (path.resolve(cwd) !== path.resolve(root)) continue;
      // A build into another NEXT_DIST_DIR (a side-by-side folder) does not touch ours.
      const environ = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      const theirDist = environ.find((entry) => entry.startsWith('NEXT_DIST_DIR='))?.slice('NEXT_DIST_DIR='.length) || '.next';
      if (path.resolve(root, theirDist) === path.resolve(root, distDir)) found.push(Number(pid));
    } catch {
      // the process ended while we looked, or is not ours to inspect
    }
  }
  return found;
}

/** `reuse`: serve an existing build as it is, even when sources are newer (smoke runs on a shared tree). */
export async function ensureBuild(root, { timeoutMs = 15 * 60_000, reuse = false } = {}) {
  const deadline = Date.now() + timeoutMs;
  let announced = false;
  for (let pids = runningBuilds(root); pids.length > 0; pids = runningBuilds(root)) {
    if (!announced) console.log(`[bench] a production build is already running (pid ${pids.join(', ')}); waiting for it …`);
    announced = true;
    if (Date.now() > deadline) throw new Error(`the running build (pid ${pids.join(', ')}) did not finish within ${timeoutMs / 60_000} min`);
    await sleep(2_000);
  }
  if (reuse && fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
    console.log(`[bench] reusing the build in ${distDir} as it is (--reuse-build)`);
    return;
  }
  // Builds when .next/BUILD_ID is missing or older than the sources; exits the process if it fails,
  // so say what that means for the bench on the way out.
  const onExit = (code) => code && console.error('[bench] the production build failed (see above): nothing was measured.');
  process.on('exit', onExit);
  buildIfNeeded();
  process.off('exit', onExit);
}
