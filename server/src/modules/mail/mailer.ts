/**
 * Sending email: by SMTP when `SMTP_URL` is set; otherwise every message is written as an `.eml` file
 * under `DATA_DIR/mail/` (open it with any mail client): nothing pretends to have sent it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { newRowId } from '../../security/tokens';

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  /** The HTML part; the plain-text part is always there too. */
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where messages go, for the start message. */
  readonly describe: string;
}

/** Writes each message, as the SMTP server would have received it, to `<directory>/<time>-<id>.eml`. */
export function mailDirectory(directory: string, from: string): Mailer {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: `written to ${directory}`,
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${newRowId()}.eml`;
      await writeFile(join(directory, name), info.message as Buffer, { mode: 0o600 });
    },
  };
}

/**
 * Sends through the SMTP server of `url` (`smtp://user:pass@host:587`, or `smtps://` for TLS from the
 * start). `timeoutMs` bounds connecting, the greeting and each wait for an answer.
 */
export function smtpMailer(url: string, from: string, timeoutMs = 30_000): Mailer {
  const transport = createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  } as Parameters<typeof createTransport>[0]);
  const { host, port } = new URL(url);
  return {
    describe: `sent by SMTP through ${host}${port === '' ? '' : `:${port}`}`,
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

export function openMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  timeoutMs?: number;
}): Mailer {
  return options.smtpUrl === undefined
    ? mailDirectory(join(options.dataDir, 'mail'), options.from)
    : smtpMailer(options.smtpUrl, options.from, options.timeoutMs);
}
