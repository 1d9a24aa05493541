import { describe, expect, it } from "vitest";
import { flattenServices, selectFlatServices } from "./serviceGroups";

describe("services list answer", () => {
  it("flattens the groups by serviceable_type into rows, in order", () => {
    const answer = {
      data: [
        { serviceable_type: "Business", services: [{ id: 3 }, { id: 1 }] },
        { serviceable_type: "Hotel", services: [{ id: 2 }] },
      ],
      total: 3,
    };
    expect(selectFlatServices(answer)).toEqual({ data: [{ id: 3 }, { id: 1 }, { id: 2 }], total: 3 });
  });

  it("passes plain records through", () => {
    expect(flattenServices([{ id: 4 }])).toEqual([{ id: 4 }]);
  });
});
