// The floor of shipped JavaScript: a bare Next 16 + next-intl app (one localized page, the same
// routing, proxy and NextIntlClientProvider as Lantern), written from the templates in baseline/
// into a temp dir, with Lantern's node_modules symlinked so the versions are the same and nothing
// is downloaded. Built and served like Lantern, then measured with the same Lighthouse settings.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BenchServer } from '../bench/server.mjs';

const TEMPLATES = path.join(import.meta.dirname, 'baseline');

/** Deepest folder holding both paths: Turbopack must see the symlinked node_modules inside its root. */
function commonAncestor(a, b) {
  const partsA = path.resolve(a).split(path.sep);
  const partsB = path.resolve(b).split(path.sep);
  let i = 0;
  while (i < partsA.length && i < partsB.length && partsA[i] === partsB[i]) i++;
  return partsA.slice(0, i).join(path.sep) || path.sep;
}

function copyTemplates(from, to, vars) {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    if (entry.isDirectory()) {
      fs.mkdirSync(path.join(to, entry.name), { recursive: true });
      copyTemplates(source, path.join(to, entry.name), vars);
    } else if (entry.name.endsWith('.tmpl')) {
      let text = fs.readFileSync(source, 'utf8');
      for (const [key, value] of Object.entries(vars)) text = text.replaceAll(key, value);
      fs.writeFileSync(path.join(to, entry.name.slice(0, -'.tmpl'.length)), text);
    }
  }
}

function baselineEnv() {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  delete env.NEXT_DIST_DIR; // Lantern's build folder setting; the baseline builds into its own .next
  return env;
}

function runBuild(dir, env, cleanup, say) {
  return new Promise((resolve, reject) => {
    const log = path.join(dir, 'build.log');
    const out = fs.openSync(log, 'w');
    const child = spawn(process.execPath, [path.join(dir, 'node_modules/next/dist/bin/next'), 'build'], {
      cwd: dir,
      env,
      stdio: ['ignore', out, out],
      detached: true,
    });
    fs.closeSync(out);
    let done = false;
    const stop = () => {
      if (done) return;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    cleanup.add('stop the baseline build', async () => stop(), stop);
    const started = Date.now();
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      done = true;
      const tail = fs.readFileSync(log, 'utf8').trimEnd().split('\n').slice(-25).join('\n');
      if (code === 0) {
        say(`baseline built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
        resolve();
      } else reject(new Error(`the baseline build failed (${signal ?? `exit code ${code}`}):\n${tail}`));
    });
  });
}

/** Writes, builds and starts the baseline app; everything goes when `cleanup` runs. */
export async function startBaseline({ root, cleanup, say }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-lighthouse-baseline-'));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  cleanup.add(`remove ${dir}`, async () => remove(), remove);
  copyTemplates(TEMPLATES, dir, { __TURBOPACK_ROOT__: JSON.stringify(commonAncestor(dir, root)) });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const env = baselineEnv();
  say(`baseline: writing ${dir} and running next build …`);
  await runBuild(dir, env, cleanup, say);
  const server = new BenchServer({ root: dir, env, logFile: path.join(dir, 'server.log'), bareNext: true });
  cleanup.add(
    'stop the baseline server',
    () => server.stop(),
    () => server.killNow(),
  );
  await server.start();
  await server.waitReady('/');
  say(`baseline: server pid ${server.pid} on ${server.origin}`);
  return server;
}
