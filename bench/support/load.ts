/**
 * What the API benchmarks share: wrk (installed with apt when missing and running as root), one run of it
 * with its figures, and the split of this 2-core machine: servers and PostgreSQL on core 0, wrk on core 1.
 */
import { type ChildProcess, execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readdir, readlink, rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { PostgresCluster } from '../../server/test/support/postgres';

export const run = promisify(execFile);
export const SERVER_CORE = '0';
export const LOAD_CORE = '1';

export interface Sample {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx answers and socket errors: a run with any measured something else. */
  errors: number;
}

/** taskset and wrk; wrk is installed when missing and running as root. */
export async function ensureLoadTools(): Promise<void> {
  if (!(await has('taskset'))) throw new Error('taskset is missing: install the Debian package util-linux.');
  if (await has('wrk')) return;
  if (process.getuid?.() !== 0) {
    throw new Error('wrk is missing: install the Debian package (sudo apt-get install wrk) and run again.');
  }
  process.stderr.write('Installing wrk with apt-get...\n');
  const install = () => run('apt-get', ['install', '-y', '-q', 'wrk'], { timeout: 180_000 });
  // A fresh container may have no package lists yet; update once and try again.
  await install().catch(async () => {
    await run('apt-get', ['update', '-q'], { timeout: 180_000 });
    await install();
  });
}

async function has(command: string): Promise<boolean> {
  return run('sh', ['-c', `command -v ${command}`]).then(
    () => true,
    () => false,
  );
}

function milliseconds(value: string, unit: string): number {
  return Number(value) * { us: 0.001, ms: 1, s: 1000 }[unit as 'us' | 'ms' | 's'];
}

/** `wrk -t1 -c<connections> --latency` on the load core for `seconds`, with extra request headers. */
export async function wrk(
  url: string,
  {
    seconds,
    connections,
    headers = {},
  }: { seconds: number; connections: number; headers?: Record<string, string> },
): Promise<Sample> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const { stdout } = await run(
    'taskset',
    [
      '-c',
      LOAD_CORE,
      'wrk',
      '-t1',
      `-c${connections}`,
      `-d${seconds}s`,
      '--timeout',
      '10s',
      '--latency',
      ...headerArgs,
      url,
    ],
    { timeout: (seconds + 30) * 1000 },
  );
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(stdout);
  const p50 = /\n\s*50%\s+([\d.]+)(us|ms|s)\b/.exec(stdout);
  const p99 = /\n\s*99%\s+([\d.]+)(us|ms|s)\b/.exec(stdout);
  if (
    rps?.[1] === undefined ||
    p50?.[1] === undefined ||
    p99?.[1] === undefined ||
    p50[2] === undefined ||
    p99[2] === undefined
  ) {
    throw new Error(`unexpected wrk output:\n${stdout}`);
  }
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1];
  const socketErrors = /Socket errors:.*?(\d+).*?(\d+).*?(\d+).*?(\d+)/.exec(stdout);
  const errors =
    Number(non2xx ?? 0) +
    (socketErrors === null ? 0 : socketErrors.slice(1).reduce((a, b) => a + Number(b), 0));
  return {
    rps: Number(rps[1]),
    p50Ms: milliseconds(p50[1], p50[2]),
    p99Ms: milliseconds(p99[1], p99[2]),
    errors,
  };
}

/** Peak resident memory of a process so far, in MB. */
export function peakMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** PostgreSQL's processes join the servers' core, so that wrk's core carries only the load. */
export async function pinPostgres(port: number): Promise<void> {
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const exe = await readlink(`/proc/${entry}/exe`).catch(() => '');
    if (!exe.endsWith('/postgres')) continue;
    const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    if (args.includes(String(port)) || args.some((arg) => arg.includes(`-p ${port}`))) {
      await run('taskset', ['-a', '-p', '-c', SERVER_CORE, entry]);
    }
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** What a benchmark started or wrote, stopped and removed by `cleanUp` at its end and on Ctrl-C. */
export const toCleanUp = {
  children: new Set<ChildProcess>(),
  directories: [] as string[],
  clusters: [] as PostgresCluster[],
};

export async function cleanUp(): Promise<void> {
  for (const child of toCleanUp.children) child.kill('SIGKILL');
  toCleanUp.children.clear();
  await Promise.all(toCleanUp.clusters.splice(0).map((cluster) => cluster.stop()));
  await Promise.all(toCleanUp.directories.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    process.stderr.write(`\n${signal}: stopping the servers and removing temporary files\n`);
    void cleanUp().finally(() => process.exit(130));
  });
}
