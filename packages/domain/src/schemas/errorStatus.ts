// Apart from the error schema, so a client's error class needs no zod.

/** Status of an error that carries none of its own (shared error shape, spec section 3). */
export const DEFAULT_ERROR_STATUS = 500;
