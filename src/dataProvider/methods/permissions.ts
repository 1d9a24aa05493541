import { MAX_PER_PAGE } from "../../domain/constants";
import type { PermissionOption } from "../../resources/permissions/PermissionsGrid";
import { apiJson, apiPost } from "../httpClient";
import { branchPath, scopedPath, withQuery } from "../apiPaths";

/** A staff member offered by the permissions editor. */
export interface StaffUser {
  id: number;
  name: string;
  email: string;
}

interface OfBranch {
  businessId: number;
  branchId: number;
  signal?: AbortSignal;
}

const permissionsPath = (businessId: number, branchId: number) =>
  `${branchPath(businessId, branchId)}/permissions`;

/** The permissions editor's calls (SPEC §6, §7): staff, areas and actions of a branch, a user's strings, saving them. */
export const permissionMethods = {
  getStaff: ({ businessId, signal }: { businessId: number; signal?: AbortSignal }) =>
    apiJson<{ data: StaffUser[] }>(
      // Members only: an invited person gets permissions once they have accepted.
      withQuery(scopedPath("users", businessId), {
        role: "staff",
        status: "active",
        per_page: MAX_PER_PAGE,
        sort: "name",
        order: "asc",
      }),
      { signal },
    ),

  getPermissionAreas: ({ businessId, branchId, signal }: OfBranch) =>
    apiJson<{ data: PermissionOption[] }>(`${permissionsPath(businessId, branchId)}/services`, { signal }),

  getPermissionActions: ({ businessId, branchId, signal }: OfBranch) =>
    apiJson<{ data: PermissionOption[] }>(`${permissionsPath(businessId, branchId)}/actions`, { signal }),

  /** The permission strings a user holds in the branch (`branch.{id}.{area}.{action}`). */
  getUserPermissions: ({ businessId, branchId, userId, signal }: OfBranch & { userId: number }) =>
    apiJson<{ data: string[] }>(`${permissionsPath(businessId, branchId)}/user/${userId}`, { signal }),

  async setUserPermissions({
    businessId,
    branchId,
    userId,
    permissions,
  }: OfBranch & { userId: number; permissions: string[] }): Promise<{ data: string[] }> {
    await apiPost(`${permissionsPath(businessId, branchId)}/user/${userId}/set`, { permissions });
    return { data: permissions };
  },
};
