/**
 * The queue's keyset cursor: the last row's creation time and id, opaque to the client (base64url JSON).
 * A cursor this server did not give is refused with 400.
 */
import { AppError } from '../app-error';

interface Cursor {
  createdAt: string;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

export function decodeCursor(text: string): Cursor {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt === 'string' && typeof id === 'string' && !Number.isNaN(Date.parse(createdAt))) {
      return { createdAt, id };
    }
  } catch {
    // Answered below like any other cursor this server did not give.
  }
  throw new AppError('invalid_input', 'cursor: Not a cursor this server gave; start from the first page.');
}
