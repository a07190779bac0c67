/**
 * Runs one of the server's command-line scripts as `npm run` would, and answers its exit code and output;
 * `runServerCommand` runs a command's rules in this process.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type Command, type CommandOutcome, commandOutcome } from '../../src/cli/command';

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

/**
 * The command of a script run in this process (src/cli/command.ts), as `runServerScript` would run its
 * script: the same outcome, without the seconds a child Node with a TypeScript loader takes to start.
 */
export function runServerCommand(
  command: Command,
  args: string[],
  environment: Record<string, string>,
): Promise<CommandOutcome> {
  return commandOutcome(command, { args, env: { ...process.env, ...environment }, cwd: SERVER_DIRECTORY });
}
