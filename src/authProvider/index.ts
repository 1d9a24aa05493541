import type { AuthProvider } from "react-admin";
import type { PermissionSubject } from "../domain/permissions";
import { apiFetch, apiJson, apiPost } from "../dataProvider/httpClient";
import { readCurrentScope } from "../dataProvider/routes";
import { canAccessResource } from "../domain/access";
import { reloadAt } from "./browser";
import { clearSession, getStoredUser, getToken, startSession, storeUser, takeSignedInUser } from "./session";
import type { CurrentUser, SessionAnswer } from "./types";

interface Credentials {
  email: string;
  password: string;
}

// The stored user is refreshed from the server once per page load and token (SPEC §4), except on the load a
// sign-in started: the sign-in answer brought it a moment ago.
let userRefresh: { token: string; done: Promise<void> } | null = null;

const statusOf = (error: unknown): number | undefined =>
  typeof error === "object" && error !== null && "status" in error ? Number(error.status) : undefined;

function refreshUserOnce(token: string): Promise<void> {
  if (userRefresh?.token !== token && takeSignedInUser(token)) {
    userRefresh = { token, done: Promise.resolve() };
  } else if (userRefresh?.token !== token) {
    const done = apiJson<{ data: CurrentUser }>("users/info").then(
      ({ data }) => storeUser(data),
      (error: unknown) => {
        if (statusOf(error) === undefined) {
          // No answer at all (the page is unloading, or the network dropped): not a failed load; try again later.
          userRefresh = null;
          return Promise.reject({ message: false });
        }
        // The server refused to load the user: the session ends here and the app restarts at the root.
        clearSession();
        reloadAt("/");
        return Promise.reject({ message: false });
      },
    );
    userRefresh = { token, done };
  }
  return userRefresh.done;
}

export const authProvider: AuthProvider = {
  async login({ email, password }: Credentials) {
    const answer = await apiPost<SessionAnswer>("auth/login", { email, password, dashboard: true });
    if (!startSession(answer)) throw new Error("app.auth.loginError");
    // No client-side redirect: startSession reloads the page at "/".
    return { redirectTo: false };
  },

  async logout() {
    if (getToken()) await apiFetch("auth/logout", { method: "POST" }).catch(() => undefined);
    clearSession();
    userRefresh = null;
  },

  async checkAuth() {
    const token = getToken();
    if (!token) throw new Error("ra.auth.auth_check_error");
    await refreshUserOnce(token);
  },

  async checkError(error: unknown) {
    if (statusOf(error) === 401) {
      clearSession();
      throw error;
    }
    // 403 and everything else: stay signed in on the current page.
  },

  async getIdentity() {
    const user = getStoredUser();
    if (!user) throw new Error("ra.auth.auth_check_error");
    return { id: user.id, fullName: user.name, avatar: user.media?.src };
  },

  async getPermissions(): Promise<PermissionSubject> {
    const user = getStoredUser();
    return { permissions: user?.permissions ?? [], business: user?.business ?? [] };
  },

  /**
   * The shared access rule, in the business the dashboard works in; a branch record is checked in its branch
   * (`record.branch_id`).
   */
  async canAccess({ resource, action, record }) {
    const user = getStoredUser();
    const { businessId } = readCurrentScope();
    const business = user?.business.find((b) => b.id === businessId);
    return canAccessResource(user, {
      resource,
      action,
      record,
      business: business && { id: business.id, type: business.type },
    });
  },
};
