import { describe, expect, it } from "vitest";
import { batchProgress, pickedFiles } from "./smartUpload";

describe("smart uploader batch", () => {
  it("counts finished files whole and the current one by its sent share", () => {
    expect(batchProgress(4, 0, 0)).toBe(0);
    expect(batchProgress(4, 1, 0)).toBe(25);
    expect(batchProgress(4, 1, 50)).toBe(38);
    expect(batchProgress(4, 4, 0)).toBe(100);
    expect(batchProgress(0, 0, 0)).toBe(0);
  });
  it("keeps a folder file's path and a single file's name", () => {
    const inFolder = new File(["x"], "cola.png", { type: "image/png" });
    Object.defineProperty(inFolder, "webkitRelativePath", { value: "Menu/Drinks/cola.png" });
    const single = new File(["y"], "kabsa.jpg", { type: "image/jpeg" });
    expect(pickedFiles([inFolder, single]).map((f) => f.path)).toEqual(["Menu/Drinks/cola.png", "kabsa.jpg"]);
  });
});
