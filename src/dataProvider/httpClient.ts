import { fetchUtils } from "react-admin";
import { getToken } from "../authProvider/session";
import { getCurrentLocale } from "../i18n/locale";

const API_PREFIX = "/api/";

export type ApiResponse = Awaited<ReturnType<typeof fetchUtils.fetchJson>>;

/**
 * Every call to the API goes through here: it adds the bearer token and the fixed headers of SPEC §7, with
 * the current language in `locale` so the server answers in it. Non-2xx answers reject with an HttpError
 * whose `body` is the server's `{ message, errors }`.
 */
export function apiFetch(path: string, options: fetchUtils.Options = {}): Promise<ApiResponse> {
  const headers = new Headers(options.headers ?? { Accept: "application/json" });
  const token = getToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  headers.set("app-name", "dashboard");
  headers.set("system", "web");
  headers.set("locale", getCurrentLocale());
  return fetchUtils.fetchJson(`${API_PREFIX}${path.replace(/^\/+/, "")}`, { ...options, headers });
}

/** The parsed JSON answer of a call. */
export async function apiJson<T>(path: string, options?: fetchUtils.Options): Promise<T> {
  const { json } = await apiFetch(path, options);
  return json as T;
}

/** POST with a JSON body, answering the parsed JSON. */
export const apiPost = <T>(path: string, body?: unknown): Promise<T> =>
  apiJson<T>(path, { method: "POST", body: body === undefined ? undefined : JSON.stringify(body) });
