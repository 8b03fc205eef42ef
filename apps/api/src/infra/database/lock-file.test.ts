import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireLockFile } from './lock-file';

const children: Array<ReturnType<typeof spawn>> = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
});

describe('acquireLockFile', () => {
  it('takes the lock, and releasing removes it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'kaksha-lock-'));
    const lock = path.join(dir, 'pglite.lock');
    const release = acquireLockFile(lock, dir);
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lock)).toBe(false);
  });

  it('refuses a directory held by another live process, with a clear message', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'kaksha-lock-'));
    const lock = path.join(dir, 'pglite.lock');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    children.push(other);
    writeFileSync(lock, String(other.pid));
    expect(() => acquireLockFile(lock, dir)).toThrow(
      new RegExp(`in use by another Kaksha process \\(pid ${other.pid}\\)`),
    );
  });

  it('takes over a stale lock left by a dead process', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'kaksha-lock-'));
    const lock = path.join(dir, 'pglite.lock');
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.on('exit', resolve));
    writeFileSync(lock, String(dead.pid));
    const release = acquireLockFile(lock, dir);
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    release();
  });
});
