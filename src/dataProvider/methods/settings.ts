import type { ConfigurationAnswer } from "../../custom/configurations/configurationValues";
import type { SettingEntry, SettingsAnswer } from "../../custom/settings/settingsPayload";
import { apiJson, apiPost } from "../httpClient";
import { BRANCH_SETTINGS_PATHS, type BranchSettingsScope } from "../../domain/settingsScopes";
import { branchPath, businessPath, itemsPath } from "../apiPaths";

/** Whose settings (server/modules/settings/routes.ts): a business, a branch and its two apps, or a user. */
export type SettingsScope =
  | { kind: "business"; businessId: number }
  | { kind: BranchSettingsScope; businessId: number; branchId: number }
  | { kind: "user"; userId: number };

/** The API path of a settings scope (saves add `/set`). */
export function settingsPath(scope: SettingsScope): string {
  if (scope.kind === "user") return `users/${scope.userId}/settings`;
  if (scope.kind === "business") return `${businessPath(scope.businessId)}/settings`;
  return `${branchPath(scope.businessId, scope.branchId)}/${BRANCH_SETTINGS_PATHS[scope.kind]}`;
}

/** What a settings save sends: the kept keys, the cleared ones, and the `updated_at` it started from. */
export interface SettingsSaveParams {
  scope: SettingsScope;
  settings: SettingEntry[];
  remove?: string[];
  updatedAt: string | null;
}

/** An item found by the settings' item picker, with its in-app link. */
export interface FoundItem {
  id: number;
  name: string;
  link: string;
}

const configPath = (businessId: number) => `${businessPath(businessId)}/config`;

/** Settings of every scope, the business configuration (owners only) and the item search of the slider ads. */
export const settingsMethods = {
  getSettings: ({ scope, signal }: { scope: SettingsScope; signal?: AbortSignal }): Promise<SettingsAnswer> =>
    apiJson<SettingsAnswer>(settingsPath(scope), { signal }),

  /** A newer save by someone else since `updatedAt` rejects with 409. */
  saveSettings: ({ scope, settings, remove = [], updatedAt }: SettingsSaveParams): Promise<SettingsAnswer> =>
    apiPost<SettingsAnswer>(`${settingsPath(scope)}/set`, {
      settings,
      ...(remove.length ? { remove } : {}),
      updated_at: updatedAt,
    }),

  getConfiguration: ({ businessId, signal }: { businessId: number; signal?: AbortSignal }) =>
    apiJson<ConfigurationAnswer>(configPath(businessId), { signal }),

  saveConfiguration: ({
    businessId,
    configurations,
    updatedAt,
  }: {
    businessId: number;
    configurations: unknown;
    updatedAt: string | null;
  }) => apiPost<ConfigurationAnswer>(configPath(businessId), { configurations, updated_at: updatedAt }),

  searchItems: ({ businessId, query, signal }: { businessId: number; query: string; signal?: AbortSignal }) =>
    // An empty query is sent too: the server answers the first items then.
    apiJson<{ data: FoundItem[] }>(`${itemsPath(businessId)}/search?q=${encodeURIComponent(query)}`, {
      signal,
    }),
};
