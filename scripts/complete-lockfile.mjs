#!/usr/bin/env node
// Adds lock-file entries for platform-specific optional packages that the registry this
// machine reaches does not carry (e.g. @rollup/rollup-android-arm64). Without them
// `npm install` writes a lock file that `npm ci` rejects as "out of sync".
// Each entry records the platform (os / cpu / libc) read from the package name, so npm
// skips it on every other platform and installs it normally where it matches.
// Run after `npm install` changed dependencies: `node scripts/complete-lockfile.mjs`.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const OSES = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'openbsd',
  'netbsd',
  'win32',
  'sunos',
  'aix',
  'openharmony',
];
const CPUS = [
  'arm64',
  'arm',
  'x64',
  'ia32',
  'loong64',
  'ppc64',
  'riscv64',
  's390x',
  'mips64el',
  'wasm32',
];

function platformOf(name) {
  const tokens = name.split('/').pop().split('-');
  const os = OSES.find((candidate) => tokens.includes(candidate));
  const cpu = CPUS.find(
    (candidate) => tokens.includes(candidate) || tokens.includes(`${candidate}eabi`),
  );
  const entry = {};
  if (os) entry.os = [os];
  if (cpu) entry.cpu = [cpu];
  if (tokens.includes('musl') || tokens.includes('musleabihf')) entry.libc = ['musl'];
  else if (tokens.includes('gnu') || tokens.includes('gnueabihf')) entry.libc = ['glibc'];
  return os || cpu ? entry : undefined;
}

function missingEntries() {
  try {
    execFileSync('npm', ['ci', '--dry-run', '--ignore-scripts'], {
      stdio: 'pipe',
      encoding: 'utf8',
    });
    return [];
  } catch (error) {
    return [...String(error.stderr).matchAll(/Missing: (\S+?)@\S* from lock file/g)].map(
      (m) => m[1],
    );
  }
}

const missing = missingEntries();
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
let added = 0;
for (const name of missing) {
  const parent = Object.values(lock.packages).find((pkg) => pkg.optionalDependencies?.[name]);
  const platform = platformOf(name);
  if (!parent || !platform) {
    console.error(`Cannot complete ${name}: not a platform-specific optional dependency.`);
    process.exitCode = 1;
    continue;
  }
  const version = parent.optionalDependencies[name].replace(/^[\^~=]/, '');
  lock.packages[`node_modules/${name}`] = { version, optional: true, ...platform };
  added += 1;
}
if (added > 0) writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: ${added} platform entr${added === 1 ? 'y' : 'ies'} added.`);
