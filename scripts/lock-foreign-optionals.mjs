#!/usr/bin/env node
// The registry this project's machines reach serves only Linux builds of native packages, so
// npm writes a package-lock without the other platforms' optional binaries (@next/swc-darwin-*,
// @swc/core-win32-*, …) and `npm ci` then refuses the lock as out of sync. This adds an entry
// for each missing optional dependency, marked optional with its os/cpu, which `npm ci` accepts
// and skips on Linux. Run it after every `npm install` that changes package-lock.json.
import fs from 'node:fs';
import path from 'node:path';

const lockPath = path.resolve(import.meta.dirname, '../package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openbsd', 'sunos', 'aix', 'netbsd'];
const CPU = {
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  s390x: 's390x',
  riscv64: 'riscv64',
  loong64: 'loong64',
  wasm32: 'wasm32',
  mips64el: 'mips64el',
};

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.map((p) => CPU[p]).find(Boolean);
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}) };
}

/** Where npm would look for `name` when required from the package at `from`. */
function resolves(from, name) {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return true;
    if (!dir) return false;
    const index = dir.lastIndexOf('/node_modules/');
    dir = index === -1 ? '' : dir.slice(0, index);
  }
}

let added = 0;
for (const [location, pkg] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    if (resolves(location, name)) continue;
    const exact = /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version) ? version : version.replace(/^[~^>=<\s]+/, '');
    packages[`node_modules/${name}`] = { version: exact, optional: true, ...platformOf(name) };
    added++;
  }
}
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} foreign-platform optional entries`);
