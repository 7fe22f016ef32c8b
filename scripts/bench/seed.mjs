// `npm run seed -- --products N`, run the way npm would (tsx) but with the bench's env, and timed.
import { spawn } from 'node:child_process';
import path from 'node:path';

export function runSeed({ root, env, products, cleanup }) {
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const args = [tsx, 'scripts/seed.ts', '--products', String(products)];
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    // Own process group: tsx runs the script in a child of its own, and both must go on Ctrl-C.
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    // Interrupted mid-seed: stop it before its database or data directory is removed.
    let finished = false;
    const stop = () => {
      if (finished) return;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    cleanup?.add('stop the seed', async () => stop(), stop);
    const tail = [];
    const relay = (stream, out) => {
      let pending = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop();
        for (const line of lines) {
          out.write(`  [seed] ${line}\n`);
          tail.push(line);
          if (tail.length > 20) tail.shift();
        }
      });
      stream.on('end', () => pending && out.write(`  [seed] ${pending}\n`));
    };
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      finished = code === 0;
      if (code === 0) resolve(seconds);
      else reject(new Error(`seeding failed (${signal ?? `exit code ${code}`}) after ${seconds.toFixed(1)} s:\n${tail.join('\n')}`));
    });
  });
}
