import { describe, expect, it } from "vitest";
import LabelIcon from "@mui/icons-material/Label";
import { entryOf, REGISTRY, screenResourcesOf, sidebarOf } from "../domain/resources";
import { iconNamed } from "./icons";
import { RESOURCES } from "./screens";

describe("resources of the dashboard", () => {
  it("have a <Resource> with a list for every registry entry with screens", () => {
    expect(RESOURCES.map((resource) => resource.name)).toEqual(screenResourcesOf(REGISTRY));
    for (const resource of RESOURCES) expect(resource.list, resource.name).toBeDefined();
  });

  it("show, in the sidebar and on their pages, the icon every entry declares", () => {
    for (const entry of REGISTRY) {
      const icon = sidebarOf(entry)?.icon;
      if (!icon) continue;
      expect(icon, entry.name).toMatch(/^[Mm][\d\s.,\-a-zA-Z]+$/);
      expect(iconNamed(icon), entry.name).not.toBe(LabelIcon);
      // One component per icon: a link drawn again keeps its element.
      expect(iconNamed(icon)).toBe(iconNamed(icon));
    }
    const orders = RESOURCES.find((resource) => resource.name === "orders");
    expect(orders?.icon).toBe(iconNamed(sidebarOf(entryOf("orders")!)!.icon));
  });
});
