import { describe, expect, it } from "vitest";
import { AA_CONTRAST, brandColors, contrast, DEFAULT_BRAND } from "./colors";

describe("the business's colours", () => {
  it("always give text that passes AA on the brand surface and brand text that passes on white", () => {
    for (const primary of [
      "#BB3CBF",
      "#F5A623",
      "#ffff00",
      "#777777",
      "#000000",
      "#ffffff",
      "#0af",
      null,
      "red",
    ]) {
      const colors = brandColors(primary);
      expect(contrast(colors.surface, colors.onSurface), `${primary}`).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(contrast(colors.text, "#ffffff"), `${primary}`).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
  });

  it("keeps a colour that already reads well, and falls back for one that is not a colour", () => {
    expect(brandColors("#1F6F5C")).toEqual({ surface: "#1f6f5c", onSurface: "#ffffff", text: "#1f6f5c" });
    expect(brandColors("#ffff00").onSurface).toBe("#000000");
    expect(brandColors("not a colour").surface).toBe(DEFAULT_BRAND);
  });
});
