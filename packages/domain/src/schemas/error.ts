import { z } from 'zod';
import { DEFAULT_ERROR_STATUS } from './errorStatus';

/** The shared error shape of every failed call (spec section 3). */
export const ApiError = z.looseObject({
  message: z.string(),
  statusCode: z.number().int().min(100).max(599).default(DEFAULT_ERROR_STATUS),
  statusMessage: z.string().optional(),
  data: z.unknown().optional(),
  fatal: z.boolean().optional(),
});
export type ApiError = z.infer<typeof ApiError>;
