export {
  can,
  type Grant,
  type GrantLike,
  knowsStore,
  type PermissionContext,
  type PermissionGrant,
  type RoleGrant,
  roleOf,
} from './can';
export {
  type ActionOf,
  allPermissions,
  isPermission,
  type Permission,
  permissionCatalogue,
  permissionsFor,
  type Resource,
  resources,
  type SettingsArea,
  type SettingsResource,
  settingsAreas,
  splitPermission,
} from './catalogue';
export {
  defaultPermissions,
  ownerOnlyPermissions,
  permissionGroups,
  permissionsOf,
  restrictedPermissions,
  rolePermissions,
} from './grants';
export {
  type AccountRole,
  accountRoles,
  isAccountRole,
  isRole,
  isStaffRole,
  isStoreRole,
  ownerAndAdminRoles,
  type Role,
  type RoleScope,
  roleLabel,
  roleScope,
  roles,
  type StaffRole,
  type StoreRole,
  staffRoles,
  storeRoles,
} from './roles';
export { PermissionSchema, roleGrantSchema, roleSchema } from './schemas';
export {
  isWithinReach,
  type TeamAction,
  type TeamChange,
  teamActionPermission,
  teamChangeRefusal,
} from './team';
