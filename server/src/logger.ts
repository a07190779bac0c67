/**
 * Structured logs: one JSON object per line. Request lines carry the request id; nothing that proves
 * access (tokens, claim ids, signing secrets) and no full email address is ever written (see `maskEmail`).
 */
import { DrizzleQueryError } from 'drizzle-orm/errors';

export type LogLevel = 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /** A logger that adds `fields` to every line, e.g. the request id. */
  child(fields: LogFields): Logger;
}

export type LogSink = (line: string) => void;

/**
 * Lines go to stdout in batches, at most `BATCH_MS` after they were logged: under load one write holds the
 * lines of several requests, where a write of each line cost more than making it (bench/api; one turn of
 * the event loop rarely answered more than one request). What is still waiting when the process exits is
 * written then.
 */
export const stdoutSink: LogSink = (line) => {
  if (waiting === '') setTimeout(writeWaiting, BATCH_MS).unref();
  waiting += `${line}\n`;
};

const BATCH_MS = 10;
let waiting = '';

function writeWaiting(): void {
  if (waiting === '') return;
  const lines = waiting;
  waiting = '';
  process.stdout.write(lines);
}

// Writes to files and pipes are synchronous on Linux: a line logged just before `process.exit` is kept.
process.on('exit', writeWaiting);

export function createLogger(sink: LogSink = stdoutSink, base: LogFields = {}): Logger {
  return new JsonLogger(sink, base);
}

/** Its methods are shared, not closures made per logger: the app makes a child logger for every request. */
class JsonLogger implements Logger {
  constructor(
    private readonly sink: LogSink,
    private readonly base: LogFields,
  ) {}

  info(message: string, fields?: LogFields): void {
    this.write('info', message, fields);
  }

  warn(message: string, fields?: LogFields): void {
    this.write('warn', message, fields);
  }

  error(message: string, fields?: LogFields): void {
    this.write('error', message, fields);
  }

  child(fields: LogFields): Logger {
    return new JsonLogger(this.sink, { ...this.base, ...fields });
  }

  private write(level: LogLevel, message: string, fields: LogFields = {}): void {
    this.sink(
      JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...this.base, ...fields }),
    );
  }
}

/** "ada.lovelace@example.com" -> "a***@example.com": enough to tell shoppers apart when debugging. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.charAt(0)}***${email.slice(at)}`;
}

/**
 * What a thrown value says about itself, for a log line. A failed query names its SQL and the database's
 * reason, never its parameters: they hold emails, addresses and tokens.
 */
export function describeError(error: unknown): LogFields {
  if (error instanceof DrizzleQueryError) {
    return { error: describeError(error.cause).error ?? 'query failed', query: error.query };
  }
  if (error instanceof Error) return { error: error.message, errorName: error.name, stack: error.stack };
  return { error: String(error) };
}
