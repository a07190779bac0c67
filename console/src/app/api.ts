/** The console's one staff client, and how its errors read to a person. */
import { ClaimsApiError, createStaffClient } from '@orderprotection/client';

export const staff = createStaffClient({ baseURL: '/api' });

/** The HTTP status of a failed call; undefined for anything else. */
export function statusOf(error: unknown): number | undefined {
  return error instanceof ClaimsApiError ? error.statusCode : undefined;
}

/** A failed call in plain words, the server's own message when it gave one. */
export function errorText(error: unknown, fallback = 'Something went wrong. Try again.'): string {
  if (statusOf(error) === 429) return 'Too many attempts. Wait a minute, then try again.';
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback;
}
