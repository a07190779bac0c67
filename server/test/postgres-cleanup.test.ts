/**
 * The tests' throwaway PostgreSQL clusters never outlive their run: a run killed before it could stop its
 * cluster (kill -9, a timeout, a killed worker) leaves nothing running, and clusters abandoned by earlier
 * runs are swept.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isAlive, sweepAbandonedClusters } from './support/postgres';

const holder = fileURLToPath(new URL('./support/hold-postgres-cluster.ts', import.meta.url));

/** A pid no process has: a short-lived child's, once it has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid ?? 0;
}

describe('throwaway PostgreSQL clusters', () => {
  it('are stopped and removed when the run that started them is killed', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', holder], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const directory = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const line = out.split('\n').find((text) => text.startsWith('{'));
        if (line !== undefined) resolve((JSON.parse(line) as { directory: string }).directory);
      });
      child.on('exit', (code) => reject(new Error(`The holder exited with ${code} before its cluster ran`)));
    });
    const postmaster = Number(
      (await readFile(join(directory, 'data', 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    expect(isAlive(postmaster)).toBe(true);

    child.kill('SIGKILL');
    await expect
      .poll(() => !isAlive(postmaster) && !existsSync(directory), { timeout: 30_000, interval: 250 })
      .toBe(true);
  }, 90_000);

  it("sweeps clusters whose owner is gone, and leaves a live run's alone", async () => {
    const abandoned = await mkdtemp(join(tmpdir(), 'op-postgres-'));
    await writeFile(join(abandoned, 'owner.pid'), String(await deadPid()));
    await mkdir(join(abandoned, 'data'));
    const live = await mkdtemp(join(tmpdir(), 'op-postgres-'));
    await writeFile(join(live, 'owner.pid'), String(process.pid));
    try {
      const swept = await sweepAbandonedClusters();
      expect(swept).toContain(abandoned);
      expect(existsSync(abandoned)).toBe(false);
      expect(swept).not.toContain(live);
      expect(existsSync(live)).toBe(true);
    } finally {
      await rm(live, { recursive: true, force: true });
      await rm(abandoned, { recursive: true, force: true });
    }
  });
});
