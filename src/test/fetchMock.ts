import { vi } from "vitest";
import type { CurrentUser } from "../authProvider/types";
import { buildUser, signInAs } from "./users";

/** A recorded API call: method, path (with query), JSON body and headers. */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

export interface MockAnswer {
  status?: number;
  body?: unknown;
}

type Route = MockAnswer | ((call: ApiCall) => MockAnswer | Promise<MockAnswer>);

/**
 * Replaces fetch with answers by "METHOD /path" (path without query). Unknown calls answer 404. Returns
 * the list of calls made, for assertions.
 */
export function mockApi(routes: Record<string, Route>): ApiCall[] {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost");
    const call: ApiCall = {
      method: (init.method ?? "GET").toUpperCase(),
      path: url.pathname + url.search,
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      headers: new Headers(init.headers),
    };
    calls.push(call);
    const route = routes[`${call.method} ${url.pathname}`];
    const answer = typeof route === "function" ? await route(call) : (route ?? { status: 404, body: {} });
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? "" : JSON.stringify(answer.body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}

/**
 * Starts from a clean session signed in as the user, and mocks the API with the routes given plus the session's
 * refresh of the user (GET /api/users/info).
 */
export function mockApiSignedIn(routes: Record<string, Route>, user: CurrentUser = buildUser()): ApiCall[] {
  localStorage.clear();
  signInAs(user);
  return mockApi({ "GET /api/users/info": { body: { data: user } }, ...routes });
}
