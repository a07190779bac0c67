/**
 * `src/main.ts` (or another entry point, e.g. `npm start`'s `scripts/serve.ts`) in a child process, as
 * `npm start` runs it, listening on a free port of 127.0.0.1.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER_DIRECTORY = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  origin: string;
  /** Everything it wrote so far, stdout and stderr. */
  output(): string;
  /** SIGTERM, as a clean stop; answers the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: no chance to finish anything. */
  kill(): Promise<number | null>;
}

export async function startServerProcess(
  environment: Record<string, string>,
  {
    entry = 'src/main.ts',
    nodeOptions = [],
  }: {
    /** Relative to server/. */
    entry?: string;
    /** Before the entry, e.g. another `--import`. */
    nodeOptions?: string[];
  } = {},
): Promise<ServerProcess> {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ['--conditions=@orderprotection/source', ...nodeOptions, '--import', 'tsx', entry],
    {
      cwd: SERVER_DIRECTORY,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DEMO_DATA: 'off', ...environment },
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start:\n${output}`)), 60_000);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      for (const line of chunk.toString().split('\n')) {
        const entry = line.startsWith('{') ? (JSON.parse(line) as { msg?: string; port?: number }) : null;
        if (entry?.msg === 'listening') {
          clearTimeout(timer);
          resolve(`http://127.0.0.1:${entry.port}`);
        }
      }
    });
    void exited.then((code) => reject(new Error(`The server exited with ${code}:\n${output}`)));
  });
  return {
    origin,
    output: () => output,
    stop() {
      child.kill('SIGTERM');
      return exited;
    },
    kill() {
      child.kill('SIGKILL');
      return exited;
    },
  };
}
