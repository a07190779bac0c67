/**
 * The app (`createApp`, what `npm start` serves, through bench/api/server.ts) as a child process pinned to
 * the server's core, and sign-in of the staff benchmarks' people.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../server/test/support/postgres';
import { SERVER_CORE, toCleanUp } from './load';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Starts the app with this environment (DATABASE_URL, SIGNING_SECRET...) and waits until it answers. */
export async function startAppServer(
  environment: Record<string, string>,
): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    'taskset',
    [
      '-c',
      SERVER_CORE,
      process.execPath,
      '--conditions=@orderprotection/source',
      '--import',
      'tsx',
      join(repositoryRoot, 'bench/api/server.ts'),
    ],
    {
      cwd: repositoryRoot,
      env: { ...process.env, ...environment, BENCH_MODE: 'app', PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  toCleanUp.children.add(child);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the server exited');
    if (
      await fetch(`http://127.0.0.1:${port}/api/staff/me`).then(
        () => true,
        () => false,
      )
    )
      return { port, child };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer within 120 s');
}

/** Signs a person in; answers their session cookie as `name=value`. */
export async function sessionCookie(port: number, email: string, password: string): Promise<string> {
  const origin = `http://127.0.0.1:${port}`;
  const answer = await fetch(`${origin}/api/staff/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  const cookie = answer.headers
    .getSetCookie()
    .find((header) => header.startsWith('op_console.session_token='));
  if (!answer.ok || cookie === undefined) throw new Error(`sign-in of ${email} answered ${answer.status}`);
  return cookie.split(';')[0] ?? '';
}
