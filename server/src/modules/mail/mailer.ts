/**
 * Sending email. With no SMTP server configured, every message is written as an `.eml` file under
 * `DATA_DIR/mail/` (open it with any mail client): nothing pretends to have sent it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { newRowId } from '../../security/tokens';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
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
