/**
 * Structured logs, written by pino: one JSON object per line, with `level` (info, warn, error), `time` (ISO
 * 8601) and `msg`. Request lines carry the request id; nothing that proves access (tokens, claim ids,
 * signing secrets) and no full email address is ever written (see `maskEmail`).
 */
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { type DestinationStream, type Logger as PinoLogger, pino } from 'pino';

export type LogFields = Record<string, unknown>;

export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /** A logger that adds `fields` to every line, e.g. the request id. */
  child(fields: LogFields): Logger;
}

let stdout: DestinationStream | undefined;
let stderr: DestinationStream | undefined;

/**
 * Standard output, shared by every logger that writes there so their lines keep their order. Written
 * asynchronously: the lines logged while a write is under way go out together in the next one, so under
 * load one write holds the lines of several requests (a write of each line cost more than making it,
 * bench/api). pino writes what is still waiting when the process exits, `process.exit` included.
 */
export function stdoutDestination(): DestinationStream {
  stdout ??= pino.destination({ dest: 1, sync: false });
  return stdout;
}

/** Standard error, written at once: for the few lines of a command whose stdout is its own output. */
export function stderrDestination(): DestinationStream {
  stderr ??= pino.destination({ dest: 2, sync: true });
  return stderr;
}

/** A logger writing to `destination`; tests give one that keeps the lines. */
export function createLogger(destination: DestinationStream = stdoutDestination()): Logger {
  return new FieldsLogger(
    pino(
      {
        // No pid and hostname: one process per container, and its platform tells them.
        base: null,
        timestamp: pino.stdTimeFunctions.isoTime,
        formatters: { level: (label) => ({ level: label }) },
      },
      destination,
    ),
  );
}

/** Our call sites name the message first and its fields after; pino takes them the other way round. */
class FieldsLogger implements Logger {
  constructor(private readonly pino: PinoLogger) {}

  info(message: string, fields?: LogFields): void {
    this.pino.info(fields, message);
  }

  warn(message: string, fields?: LogFields): void {
    this.pino.warn(fields, message);
  }

  error(message: string, fields?: LogFields): void {
    this.pino.error(fields, message);
  }

  child(fields: LogFields): Logger {
    return new FieldsLogger(this.pino.child(fields));
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
