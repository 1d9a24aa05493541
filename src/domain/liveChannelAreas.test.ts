import { describe, expect, it } from "vitest";
import { LIVE_EVENTS } from "./constants";
import { REGISTRY, declareEntry } from "./resources";
import { CHANNEL_AREAS, channelAreasOf } from "./liveChannelAreas";

// Who may subscribe to a branch channel follows from the events it carries and the registry: no list of its own.

describe("the areas of a branch channel", () => {
  it("are those of the records the live events are about: orders and reservations", () => {
    expect([...CHANNEL_AREAS].sort()).toEqual(["orders", "reservations"]);
  });

  it("grow with a new kind of event about a record of another guarded entry, with no other edit", () => {
    const deliveries = declareEntry({
      kind: "custom",
      name: "deliveries",
      access: { area: "deliveries" },
      auditEntities: ["delivery"],
    });
    expect(channelAreasOf([...LIVE_EVENTS, "new-delivery"], [...REGISTRY, deliveries])).toContain(
      "deliveries",
    );
  });

  it("refuse an event about a record no guarded entry records", () => {
    expect(() => channelAreasOf(["new-parcel"], REGISTRY)).toThrow(/new-parcel/);
    // Notifications are everyone's and permissions the owner's: no area to read, so no one to sign by it.
    expect(() => channelAreasOf(["new-notification"], REGISTRY)).toThrow(/new-notification/);
    expect(() => channelAreasOf(["update-permissions"], REGISTRY)).toThrow(/update-permissions/);
  });
});
