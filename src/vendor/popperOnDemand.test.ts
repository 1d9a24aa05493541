import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The stand-in for MUI's popper.js: a popper opened before the library arrives is hidden, then placed and shown by
// the real library; one closed before that is never placed; once the library is in, poppers are the library's own.

type StandIn = typeof import("./popperOnDemand");
let standIn: StandIn;
let reference: HTMLElement;
let tooltip: HTMLElement;

beforeEach(async () => {
  vi.resetModules();
  standIn = await import("./popperOnDemand");
  reference = document.body.appendChild(document.createElement("button"));
  tooltip = document.body.appendChild(document.createElement("div"));
});
afterEach(() => document.body.replaceChildren());

const settle = async () => {
  await standIn.loadPopper();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

describe("popper.js on demand", () => {
  it("hides a popper opened before the library arrives, then places and shows it", async () => {
    const onUpdate = vi.fn();
    const instance = standIn.createPopper(reference, tooltip, {
      placement: "bottom",
      modifiers: [{ name: "onUpdate", enabled: true, phase: "afterWrite", fn: onUpdate }],
    });
    expect(tooltip.style.visibility).toBe("hidden");
    await settle();
    await instance.update();
    expect(tooltip.style.visibility).toBe("");
    expect(tooltip.style.position).toBe("absolute");
    expect(tooltip.dataset.popperPlacement).toBe("bottom");
    expect(onUpdate).toHaveBeenCalled();
    instance.destroy();
    expect(tooltip.style.position).toBe("");
  });

  it("never places a popper closed before the library arrives, and gives it back visible", async () => {
    tooltip.style.visibility = "visible";
    const instance = standIn.createPopper(reference, tooltip, { placement: "top" });
    instance.destroy();
    expect(tooltip.style.visibility).toBe("visible");
    await settle();
    expect(tooltip.style.position).toBe("");
    expect(tooltip.dataset.popperPlacement).toBeUndefined();
  });

  it("keeps options set while the library is on its way", async () => {
    const instance = standIn.createPopper(reference, tooltip, { placement: "top" });
    void instance.setOptions({ placement: "left" });
    await settle();
    await instance.update();
    expect(tooltip.dataset.popperPlacement).toBe("left");
    instance.destroy();
  });

  it("hands out the library's own poppers once it is in", async () => {
    await standIn.loadPopper();
    const instance = standIn.createPopper(reference, tooltip, { placement: "right" });
    expect(tooltip.style.visibility).toBe("");
    expect(instance.state.options.placement).toBe("right");
    expect(instance.state.elements.popper).toBe(tooltip);
    instance.destroy();
  });
});
