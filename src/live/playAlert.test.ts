import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetModules();
});

const fakeContext = (state: "running" | "suspended") => {
  const oscillator = { frequency: { value: 0 }, connect: vi.fn(), start: vi.fn(), stop: vi.fn() };
  const gain = { gain: { value: 0 }, connect: vi.fn() };
  oscillator.connect.mockReturnValue(gain);
  return {
    oscillator,
    Context: class {
      state = state;
      currentTime = 0;
      destination = {};
      // A blocked context never finishes resuming.
      resume = () => new Promise(() => undefined);
      createOscillator = () => oscillator;
      createGain = () => gain;
    },
  };
};

describe("live alert", () => {
  it("plays two short tones", async () => {
    const { Context, oscillator } = fakeContext("running");
    vi.stubGlobal("AudioContext", Context);
    const { playAlert } = await import("./playAlert");
    await expect(playAlert()).resolves.toBe("played");
    expect(oscillator.start).toHaveBeenCalledTimes(2);
  });

  it("reports and logs when the browser blocks sound (the app bar then offers Enable sound)", async () => {
    const { Context, oscillator } = fakeContext("suspended");
    vi.stubGlobal("AudioContext", Context);
    const log = vi.spyOn(console, "info").mockImplementation(() => undefined);
    const { playAlert } = await import("./playAlert");
    await expect(playAlert()).resolves.toBe("blocked");
    expect(oscillator.start).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith("The live-update sound was not played", expect.any(Error));
  });
});
