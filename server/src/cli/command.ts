/**
 * The server's `npm run` commands (people:create, data:import) as functions of their arguments and
 * environment that answer what they print, so that their rules are tested in the test's process, and
 * once each as `npm run` starts them (a child Node with a TypeScript loader costs seconds).
 */
import { ConfigError } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { ImportError } from '../modules/data-import/context';

/** Wrong or missing arguments: the message says what to type instead. */
export class UsageError extends Error {}

export interface CommandInput {
  /** The arguments after the command's name. */
  args: string[];
  env: NodeJS.ProcessEnv;
  /** Where the person ran `npm run` (npm runs the script from the package's folder). */
  cwd: string;
}

/** A command: what it prints when it succeeds; it throws to fail. */
export type Command = (input: CommandInput) => Promise<string>;

export interface CommandOutcome {
  /** The process's exit code. */
  code: 0 | 1;
  /** What it printed: on success to stdout, on a failure the person can mend to stderr. */
  output: string;
}

/** Errors whose message is all the person needs; anything else is a bug, printed with its stack. */
function isExpected(error: unknown): error is Error {
  return (
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof ImportError ||
    error instanceof DataDirLockedError
  );
}

/** How `command` ends for `input`, as its process would: an unexpected error is thrown on. */
export async function commandOutcome(command: Command, input: CommandInput): Promise<CommandOutcome> {
  try {
    return { code: 0, output: await command(input) };
  } catch (error) {
    if (!isExpected(error)) throw error;
    return { code: 1, output: `${error.message}\n` };
  }
}

/** Runs `command` as this process: its arguments and environment, its output, its exit code. */
export function runAsProcess(command: Command): void {
  const input = {
    args: process.argv.slice(2),
    env: process.env,
    cwd: process.env.INIT_CWD ?? process.cwd(),
  };
  commandOutcome(command, input).then(
    ({ code, output }) => {
      if (code === 0) {
        process.stdout.write(output);
        return;
      }
      process.stderr.write(output);
      process.exit(code);
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
