import { describe, expect, it, vi } from "vitest";
import { RESOURCES } from "../../resources/screens";
import { SIDEBAR_LINKS } from "./links";
import { preloadLink, preloadOf } from "./preloadLink";

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
});
