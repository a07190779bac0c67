/** The server's 4xx for a form, as messages by field: its `data.issues` name each field by its path. */
import { ClaimsApiError } from '@orderprotection/client';

export type FieldErrors = Readonly<Record<string, string>>;

export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ClaimsApiError)) return {};
  const issues = (error.data as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return {};
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const { path, message } = issue as { path?: unknown; message?: unknown };
    if (typeof path === 'string' && typeof message === 'string' && !(path in errors)) errors[path] = message;
  }
  return errors;
}
