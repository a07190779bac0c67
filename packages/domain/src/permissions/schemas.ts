/**
 * The zod schemas of roles, grants and permissions, built from the zod-free lists of ./roles and
 * ./catalogue (never the other way round): `can` and the role checks load without zod.
 */
import { z } from 'zod';
import { allPermissions } from './catalogue';
import { isAccountRole, isStoreRole, roles } from './roles';

export const roleSchema = z.enum(roles);

/** Parses a stored permission string. */
export const PermissionSchema = z.enum(allPermissions);

/** Parses a stored grant: a store role names its store, an account role its account. */
export const roleGrantSchema = z
  .object({
    role: roleSchema,
    storeId: z.string().min(1).optional(),
    accountId: z.string().min(1).optional(),
  })
  .refine((grant) => !isStoreRole(grant.role) || grant.storeId !== undefined, {
    message: 'A store role is granted for a store: storeId is required.',
    path: ['storeId'],
  })
  .refine((grant) => !isAccountRole(grant.role) || grant.accountId !== undefined, {
    message: 'An account role is granted for an account: accountId is required.',
    path: ['accountId'],
  });
