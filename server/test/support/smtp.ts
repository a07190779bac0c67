/**
 * A real SMTP server in the test process (smtp-server) on 127.0.0.1: it parses each message it accepts
 * (mailparser) and keeps it. `hold` makes it keep a message's final answer back, as a stalled server
 * would, until released.
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  replyTo: string | null;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port> */
  url: string;
  received: ReceivedMail[];
  /** Called with each message as it arrives; answering true holds its answer back forever. */
  hold(predicate: (mail: ReceivedMail) => boolean): void;
  /** Resolves once `count` messages were accepted. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpServer({ delayMs = 0 }: { delayMs?: number } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let held: (mail: ReceivedMail) => boolean = () => false;
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const mail: ReceivedMail = {
            from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            text: parsed.text ?? '',
            replyTo: parsed.replyTo?.text ?? null,
            parsed,
          };
          if (held(mail)) return;
          if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
          received.push(mail);
          for (const waiter of waiters.filter((entry) => received.length >= entry.count)) waiter.resolve();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    hold(predicate) {
      held = predicate;
    },
    waitFor(count, timeoutMs = 30_000) {
      if (received.length >= count) return Promise.resolve(received);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`Waited for ${count} messages, got ${received.length}`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(received);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
