import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "./loadOnce";

describe("loadOnce", () => {
  it("fetches once, shares the promise, and tells those waiting when the value is in", async () => {
    const fetchModule = vi.fn(async () => "module");
    const once = loadOnce(fetchModule);
    const told = vi.fn();
    once.onLoaded(told);
    expect(once.loaded()).toBeUndefined();
    const [first, second] = [once.load(), once.load()];
    expect(first).toBe(second);
    await expect(first).resolves.toBe("module");
    expect(once.loaded()).toBe("module");
    expect(told).toHaveBeenCalledTimes(1);
    await once.load();
    expect(fetchModule).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed fetch", async () => {
    const fetchModule = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce("module");
    const once = loadOnce(fetchModule);
    await expect(once.load()).rejects.toThrow("offline");
    expect(once.loaded()).toBeUndefined();
    await expect(once.load()).resolves.toBe("module");
    expect(fetchModule).toHaveBeenCalledTimes(2);
  });
});
