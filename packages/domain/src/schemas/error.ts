import { z } from 'zod';

/** Status of an error that carries none of its own (shared error shape, spec section 3). */
export const DEFAULT_ERROR_STATUS = 500;

/** The shared error shape of every failed call (spec section 3). */
export const ApiError = z.looseObject({
  message: z.string(),
  statusCode: z.number().int().min(100).max(599).default(DEFAULT_ERROR_STATUS),
  statusMessage: z.string().optional(),
  data: z.unknown().optional(),
  fatal: z.boolean().optional(),
});
export type ApiError = z.infer<typeof ApiError>;
