import { describe, expect, it } from "vitest";
import { toHexColor } from "./colorHex";

describe("toHexColor: the swatch shows the colour saved, whatever its form", () => {
  it("reads the named colours of the SPEC defaults and any CSS name, in any case", () => {
    expect(toHexColor("red")).toBe("#ff0000");
    expect(toHexColor("grey")).toBe("#808080");
    expect(toHexColor("gray")).toBe("#808080");
    expect(toHexColor("black")).toBe("#000000");
    expect(toHexColor(" RebeccaPurple ")).toBe("#663399");
    expect(toHexColor("teal")).toBe("#008080");
  });

  it("expands short hex and drops the alpha of 4 and 8 digit hex", () => {
    expect(toHexColor("#abc")).toBe("#aabbcc");
    expect(toHexColor("#ABCD")).toBe("#aabbcc");
    expect(toHexColor("#00AA00")).toBe("#00aa00");
    expect(toHexColor("#11223380")).toBe("#112233");
  });

  it("reads rgb() and rgba() with commas, spaces or percentages, and hsl()", () => {
    expect(toHexColor("rgb(255, 0, 0)")).toBe("#ff0000");
    expect(toHexColor("rgba(0,128,255,0.5)")).toBe("#0080ff");
    expect(toHexColor("rgb(12 34 56 / 50%)")).toBe("#0c2238");
    expect(toHexColor("rgb(100%, 50%, 0%)")).toBe("#ff8000");
    expect(toHexColor("rgb(300, -5, 0)")).toBe("#ff0000");
    expect(toHexColor("hsl(120, 100%, 25%)")).toBe("#008000");
    expect(toHexColor("hsl(0deg 0% 100%)")).toBe("#ffffff");
  });

  it("answers undefined for what is not a colour", () => {
    expect(toHexColor("purplish")).toBeUndefined();
    expect(toHexColor("#12")).toBeUndefined();
    expect(toHexColor("#zzzzzz")).toBeUndefined();
    expect(toHexColor("rgb(1, 2)")).toBeUndefined();
    expect(toHexColor("rgb(a, b, c)")).toBeUndefined();
    expect(toHexColor(undefined)).toBeUndefined();
    expect(toHexColor(42)).toBeUndefined();
  });
});
