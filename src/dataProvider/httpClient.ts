import { fetchUtils } from "react-admin";
import { getToken } from "../authProvider/session";
import { getCurrentLocale } from "../i18n/locale";

const API_PREFIX = "/api/";

export type ApiResponse = Awaited<ReturnType<typeof fetchUtils.fetchJson>>;

// Who calls this client directly: the dataProvider (./index.ts and ./methods), and only two others, which must
// not go through react-admin's checkError: the authProvider (login, logout and the session's users/info run
// before and outside the dataProvider, and decide themselves what a refusal means) and the pages of signed-out
// visitors (registration, set password), where a 401 would send them to the login page and lose their form.
// Screens use useAppDataProvider() instead, so a 401 anywhere ends the session.

/**
 * Every call to the API goes through here: it adds the bearer token and the fixed headers of SPEC §7, with
 * the current language in `locale` so the server answers in it. Non-2xx answers reject with an HttpError
 * whose `body` is the server's `{ message, errors }`.
 */
export function apiFetch(path: string, options: fetchUtils.Options = {}): Promise<ApiResponse> {
  const headers = withApiHeaders(new Headers(options.headers ?? { Accept: "application/json" }));
  return fetchUtils.fetchJson(apiUrl(path), { ...options, headers });
}

/** The address of an API path. */
export const apiUrl = (path: string) => `${API_PREFIX}${path.replace(/^\/+/, "")}`;

/** The bearer token and the fixed headers every call sends (SPEC §7). */
export function apiHeaders(): [name: string, value: string][] {
  const token = getToken();
  return [
    ...(token ? [["Authorization", `Bearer ${token}`] as [string, string]] : []),
    ["app-name", "dashboard"],
    ["system", "web"],
    ["locale", getCurrentLocale()],
  ];
}

function withApiHeaders(headers: Headers): Headers {
  for (const [name, value] of apiHeaders()) headers.set(name, value);
  return headers;
}

/** The parsed JSON answer of a call. */
export async function apiJson<T>(path: string, options?: fetchUtils.Options): Promise<T> {
  const { json } = await apiFetch(path, options);
  return json as T;
}

/** POST with a JSON body, answering the parsed JSON. */
export const apiPost = <T>(path: string, body?: unknown): Promise<T> =>
  apiJson<T>(path, { method: "POST", body: body === undefined ? undefined : JSON.stringify(body) });
