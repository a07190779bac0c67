/** Runs one of the server's command-line scripts as `npm run` would, and answers its exit code and output. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER_DIRECTORY = fileURLToPath(new URL('../..', import.meta.url));

export function runServerScript(
  script: string,
  args: string[],
  environment: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['--conditions=@orderprotection/source', '--import', 'tsx', script, ...args],
    {
      cwd: SERVER_DIRECTORY,
      env: { ...process.env, ...environment },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}
