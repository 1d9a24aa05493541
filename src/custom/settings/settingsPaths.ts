// API paths of each settings scope (server/modules/settings/routes.ts).

export const businessSettingsPath = (businessId: number) => `business/${businessId}/settings`;
const branchBase = (businessId: number, branchId: number) => `business/${businessId}/branches/${branchId}`;
export const branchSettingsPath = (businessId: number, branchId: number) => `${branchBase(businessId, branchId)}/settings`;
export const tabletSettingsPath = (businessId: number, branchId: number) => `${branchBase(businessId, branchId)}/tablet-settings`;
export const mobileSettingsPath = (businessId: number, branchId: number) => `${branchBase(businessId, branchId)}/mobile-settings`;
export const userSettingsPath = (userId: number) => `users/${userId}/settings`;
export const PROFILE_PATH = "users/profile";
export const itemsSearchPath = (businessId: number) => `business/${businessId}/items/search`;
