import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirLockedError, lockDataDir } from './lock';

describe('data folder lock', () => {
  it('refuses a second opener with a clear message, and frees the folder on release', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-lock-'));
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(lockDataDir(dir)).rejects.toThrow(/already in use by another server process/);
    await release();
    const again = await lockDataDir(dir);
    await again();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('creates a missing data folder', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-lock-')), 'nested', 'data');
    const release = await lockDataDir(dir);
    expect(fs.statSync(dir).isDirectory()).toBe(true);
    await release();
  });
});
