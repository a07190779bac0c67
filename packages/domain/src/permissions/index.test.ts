import { describe, expect, it } from 'vitest';
import * as api from './index';

describe('permissions entry point', () => {
  it('exports the checks, the data and the schemas', () => {
    expect(api.can(['store_owner'], 'team-member:grant-ownership')).toBe(true);
    expect(api.permissionsOf('orderprotection_partner')).toContain('claim:read');
    expect(api.roleSchema.options).toHaveLength(13);
    expect(api.PermissionSchema.options).toEqual(api.allPermissions);
    expect(Object.keys(api.permissionGroups)).toContain('globalSupport');
  });
});
