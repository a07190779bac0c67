/** Requests written byte by byte on a socket, for what fetch cannot send or would hide. */
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  body: string;
}

/** Sends `request` as raw bytes and answers the status and the body of what comes back. */
export function rawRequest(origin: string, request: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(parseAnswer(answer)));
  });
}

export interface WholeBodyRequest {
  method: string;
  /** The path and query. */
  path: string;
  headers: Record<string, string>;
  /** Bytes of the body (spaces after `start`, which leads it). */
  size: number;
  start?: Uint8Array;
  /** By Content-Length, or in chunks (Transfer-Encoding: chunked). */
  framing: 'length' | 'chunked';
}

/**
 * Sends a whole body and reads the answer only once every byte was written, as a client that sends before
 * it listens does. A server that closes its side before it has read the body makes the write fail (EPIPE,
 * ECONNRESET): `writeError`, where the client never reads the answer.
 */
export function sendWholeBody(
  origin: string,
  request: WholeBodyRequest,
): Promise<RawAnswer & { writeError: string | null }> {
  const { hostname, port } = new URL(origin);
  const body = Buffer.alloc(request.size, 0x20);
  body.set(request.start ?? new Uint8Array(0));
  const chunkSize = 64 * 1024;
  return new Promise((resolve) => {
    let writeError: string | null = null;
    let answer = '';
    const socket = connect(Number(port), hostname, async () => {
      const write = (data: string | Uint8Array) =>
        new Promise<void>((done, fail) => socket.write(data, (error) => (error ? fail(error) : done())));
      const framing =
        request.framing === 'length' ? `Content-Length: ${request.size}` : 'Transfer-Encoding: chunked';
      const headers = Object.entries(request.headers).map(([name, value]) => `${name}: ${value}\r\n`);
      try {
        await write(
          `${request.method} ${request.path} HTTP/1.1\r\nHost: localhost\r\n${headers.join('')}${framing}\r\n\r\n`,
        );
        for (let sent = 0; sent < request.size; sent += chunkSize) {
          const part = body.subarray(sent, sent + chunkSize);
          if (request.framing === 'length') await write(part);
          else
            await write(
              Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n')]),
            );
        }
        if (request.framing === 'chunked') await write('0\r\n\r\n');
      } catch (error) {
        writeError = (error as NodeJS.ErrnoException).code ?? String(error);
      }
    });
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      writeError ??= error.code ?? String(error);
    });
    socket.on('close', () => resolve({ ...parseAnswer(answer), writeError }));
  });
}

function parseAnswer(answer: string): RawAnswer {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body };
}
