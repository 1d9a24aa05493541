// @vitest-isolate: it asks whether pages are loaded, which other files load (module state).
import { describe, expect, it, vi } from "vitest";
import { RESOURCES } from "../../resources/screens";
import { SIDEBAR_LINKS } from "./links";
import { isLinkPageLoaded, preloadLink, preloadOf } from "./preloadLink";

describe("sidebar links fetch their page ahead of the click", () => {
  it("know how to fetch the page of every link, so a new link is covered too", () => {
    expect(SIDEBAR_LINKS.filter((link) => !preloadOf(link.id)).map((link) => link.id)).toEqual([]);
  });

  it("fetch a hand-made list and a declared one through the view the route draws", async () => {
    for (const name of ["orders", "menus"]) {
      const list = RESOURCES.find((resource) => resource.name === name)!.list as unknown as {
        preload: () => Promise<void>;
      };
      const preload = vi.spyOn(list, "preload").mockResolvedValue(undefined);
      preloadLink(name);
      expect(preload).toHaveBeenCalledTimes(1);
      preload.mockRestore();
    }
  });

  it("tell whether a link's page is in, for a hand-made list, a declared one and a custom page", async () => {
    for (const name of ["orders", "menus", "settings"]) {
      expect(isLinkPageLoaded(name)).toBe(false);
      await preloadOf(name)!();
      expect(isLinkPageLoaded(name)).toBe(true);
    }
    expect(isLinkPageLoaded("no-such-link")).toBe(false);
  });
});
