import { afterEach, describe, expect, it } from "vitest";
import { PATHS } from "./paths";
import { resolveStartAddress } from "./startAddress";

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("the start address", () => {
  it("opens the Overview at once for a signed-in start at /, keeping the query", () => {
    localStorage.setItem("token", "t");
    window.history.replaceState(null, "", "/?from=qr#top");
    expect(resolveStartAddress()).toBe(PATHS.overview);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      `${PATHS.overview}?from=qr#top`,
    );
  });

  it("leaves / to the login redirect without a session, and any other address as it is", () => {
    expect(resolveStartAddress()).toBe("/");
    expect(window.location.pathname).toBe("/");
    localStorage.setItem("token", "t");
    window.history.replaceState(null, "", "/orders");
    expect(resolveStartAddress()).toBe("/orders");
    expect(window.location.pathname).toBe("/orders");
  });
});
