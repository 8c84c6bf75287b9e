// The npm registry mirror these machines reach lacks some platform builds of native packages
// (for example @swc/core-darwin-arm64, pulled in by @storybook/test-runner). npm then leaves them
// out of package-lock.json, and `npm ci` refuses the lock as "not in sync". This adds the missing
// optional platform entries with their os/cpu, so `npm ci` knows them and skips them on Linux
// exactly as it would with a complete lock. Run after `npm install` changes the lock:
//   npm run lock:fix
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const osNames = [
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
];
const cpuNames = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = osNames.find((o) => parts.includes(o));
  const cpu = cpuNames.find(
    (c) => parts.includes(c) || (c === 'arm' && parts.includes('gnueabihf')),
  );
  const libc =
    parts.includes('musl') || parts.includes('musleabihf')
      ? 'musl'
      : parts.includes('gnu')
        ? 'glibc'
        : undefined;
  return { os, cpu, libc };
}

/** Where npm would look for `name` from the package at `location` (nested first, then up). */
function resolves(location, name) {
  let base = location;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const index = base.lastIndexOf('/node_modules/');
    base = index === -1 ? '' : base.slice(0, index);
  }
}

let added = 0;
for (const [location, entry] of Object.entries({ ...packages })) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(location, name)) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os && !cpu) continue; // not a platform build: leave it to npm
    const key = `node_modules/${name}`;
    if (packages[key]) continue;
    packages[key] = {
      version: version.replace(/^[\^~=]/, ''),
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(entry.dev ? { dev: true } : {}),
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
    };
    added += 1;
  }
}

if (added > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) =>
      a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
    ),
  );
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(`package-lock.json: added ${added} missing optional platform entries`);
