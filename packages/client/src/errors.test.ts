import { REQUEST_ID_HEADER } from '@orderprotection/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorFromAnswer } from './answerError';
import { ClaimsApiError } from './errors';

describe('errorFromAnswer', () => {
  it('takes the message, status message, data and fatal flag of a body in the shared shape', () => {
    const error = errorFromAnswer(
      409,
      'Conflict',
      { message: 'Already filed', statusMessage: 'Duplicate', data: { claimId: 'c' }, fatal: true },
      new Headers({ [REQUEST_ID_HEADER]: 'req-1' }),
    );
    expect(error).toBeInstanceOf(ClaimsApiError);
    expect(error).toMatchObject({
      message: 'Already filed',
      statusCode: 409,
      statusMessage: 'Duplicate',
      data: { claimId: 'c' },
      fatal: true,
      requestId: 'req-1',
    });
  });

  it('keeps the status of the answer over the one the body claims', () => {
    expect(errorFromAnswer(404, 'Not Found', { message: 'Gone', statusCode: 200 }).statusCode).toBe(404);
  });

  it('takes the HTTP status text for a missing status message', () => {
    expect(errorFromAnswer(404, 'Not Found', { message: 'Gone' }).statusMessage).toBe('Not Found');
  });

  it('falls back on the status text for a body without a message', () => {
    for (const body of [undefined, '', 'oops', ['x'], { message: '  ' }, { message: 3 }, null]) {
      expect(errorFromAnswer(503, 'Service Unavailable', body)).toMatchObject({
        message: 'Service Unavailable',
        statusCode: 503,
        statusMessage: 'Service Unavailable',
        data: body,
      });
    }
  });

  it('names the status when the answer has no status text (HTTP/2)', () => {
    expect(errorFromAnswer(500, '', undefined)).toMatchObject({
      message: 'Request failed with status 500',
      statusMessage: undefined,
    });
  });

  it('never throws, and always gives the status and a readable message', () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), fc.string(), fc.anything(), (status, text, body) => {
        const error = errorFromAnswer(status, text, body);
        expect(error.statusCode).toBe(status);
        expect(error.message.trim()).not.toBe('');
      }),
      { numRuns: 500 },
    );
  });
});
