import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { BoardGrid } from "./BoardGrid";
import { ReservationStatusChip } from "./ReservationChips";
import { reservationColorsFrom, settingKeyOf } from "./reservationColors";
import type { Listing } from "./useListings";

vi.setConfig({ testTimeout: 30_000 });

describe("reservation colours", () => {
  it("default to SPEC §9: completed red, pending grey, canceled black", () => {
    const colors = reservationColorsFrom(undefined);
    expect(colors.status("completed")).toBe("red");
    expect(colors.status("pending")).toBe("grey");
    expect(colors.status("canceled")).toBe("black");
    expect(colors.payment("paid")).toBe("green");
    expect(colors.payment("partially_paid")).toBe("orange");
  });

  it("take the business settings ReservationStatusColors and PaymentStatusColors, key by key", () => {
    const colors = reservationColorsFrom([
      { key: "ReservationStatusColors", data: { Pending: "#ffaa00" } },
      { key: "PaymentStatusColors", data: { NotPaid: "#123456", Paid: "" } },
    ]);
    expect(colors.status("pending")).toBe("#ffaa00");
    expect(colors.status("completed")).toBe("red");
    expect(colors.payment("not_paid")).toBe("#123456");
    expect(colors.payment("paid")).toBe("green");
  });

  it("names the setting keys after the values", () => {
    expect(settingKeyOf("partially_paid")).toBe("PartiallyPaid");
    expect(settingKeyOf("no_data")).toBe("NoData");
  });

  it("colour the status chip in both languages", async () => {
    renderWithAdmin(<ReservationStatusChip status="completed" />, { locale: "ar" });
    expect(await screen.findByText("مكتمل")).toBeInTheDocument();
    expect(document.querySelector("[data-color]")).toHaveAttribute("data-color", "red");
  });
});

describe("reservations board", () => {
  const listing: Listing = {
    id: 7,
    name: "Sea Chalet",
    units: 2,
    unitNames: ["A"],
    prices: [],
    holidays: [],
  };
  const days = ["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04"];
  const stay = {
    id: 41,
    item_id: 7,
    unit: 1,
    from: "2026-03-02T11:00:00.000Z",
    to: "2026-03-04T09:00:00.000Z",
    status: "completed",
    customer: { name: "Sara" },
  };

  it("draws a unit row per unit, a coloured bar per stay, and starts a reservation from a free day", async () => {
    const onOpen = vi.fn();
    const onStart = vi.fn();
    renderWithAdmin(
      <BoardGrid
        days={days}
        listings={[listing]}
        reservations={[stay]}
        colors={reservationColorsFrom(undefined)}
        timeZone="Asia/Kuwait"
        onOpen={onOpen}
        onStart={onStart}
      />,
    );
    expect(await screen.findAllByTestId("board-row")).toHaveLength(2);
    const bar = screen.getByRole("button", { name: /Reservation #41 Sara/ });
    await userEvent.click(bar);
    expect(onOpen).toHaveBeenCalledWith(stay);
    // Unit A is taken on the 2nd and 3rd: only the 1st and 4th can start a stay; unit 2 is free all along.
    expect(screen.getAllByRole("button", { name: /New reservation: Sea Chalet, unit A/ })).toHaveLength(2);
    await userEvent.click(
      screen.getByRole("button", { name: "New reservation: Sea Chalet, unit 2, 03-03-2026" }),
    );
    expect(onStart).toHaveBeenCalledWith(listing, 2, "2026-03-03");
  });

  it("gives a stay that may change a handle on each edge of its own, and M opens its Move dialog", async () => {
    const onMove = vi.fn();
    // Sara's stay ends in the window; Omar's began before it, so its start is not drawn and has no handle.
    const earlier = {
      ...stay,
      id: 42,
      unit: 2,
      from: "2026-02-27T11:00:00.000Z",
      customer: { name: "Omar" },
    };
    const elsewhere = { ...stay, id: 43, unit: 2, otherBranch: true, customer: { name: "Other" } };
    renderWithAdmin(
      <BoardGrid
        days={days}
        listings={[listing]}
        reservations={[stay, earlier, elsewhere]}
        colors={reservationColorsFrom(undefined)}
        timeZone="Asia/Kuwait"
        onOpen={vi.fn()}
        onMove={onMove}
      />,
    );
    const edgesOf = (name: RegExp) =>
      [
        ...screen.getByRole("button", { name }).parentElement!.querySelectorAll("[data-testid^=board-stay-]"),
      ].map((handle) => handle.getAttribute("title"));
    expect(edgesOf(/Reservation #41 Sara/)).toEqual([
      "Drag to change the check-in",
      "Drag to change the check-out",
    ]);
    expect(edgesOf(/Reservation #42 Omar/)).toEqual(["Drag to change the check-out"]);
    // Another branch's stay does not move here.
    expect(edgesOf(/Reservation #43 Other/)).toEqual([]);
    screen.getByRole("button", { name: /Reservation #41 Sara/ }).focus();
    await userEvent.keyboard("m");
    const place = { item_id: 7, unit: 1, from: "2026-03-02", to: "2026-03-04" };
    expect(onMove).toHaveBeenCalledWith(stay, place, place, "move");
  });

  it("hatches the nights an imported calendar blocks, names the calendar, and marks a stay it overlaps", async () => {
    const block = {
      id: 3,
      kind: "imported" as const,
      item_id: 7,
      unit: 2,
      from: "2026-03-01T11:00:00.000Z",
      to: "2026-03-03T09:00:00.000Z",
      feed_id: 9,
      feed: "Airbnb",
      source: "airbnb",
      conflict_reservation_id: null,
    };
    const overlapping = {
      ...block,
      id: 4,
      unit: 1,
      from: "2026-03-03T11:00:00.000Z",
      to: "2026-03-04T09:00:00.000Z",
    };
    renderWithAdmin(
      <BoardGrid
        days={days}
        listings={[listing]}
        reservations={[stay]}
        blocks={[block, overlapping]}
        colors={reservationColorsFrom(undefined)}
        timeZone="Asia/Kuwait"
        onOpen={vi.fn()}
        onStart={vi.fn()}
      />,
      { locale: "ar" },
    );
    expect(await screen.findAllByRole("img", { name: "محجوب بالتقويم «Airbnb»" })).toHaveLength(2);
    // Unit 2 is blocked on the 1st and 2nd: only the 3rd and 4th can start a stay.
    expect(screen.getAllByRole("button", { name: /حجز جديد: Sea Chalet، الوحدة 2،/ })).toHaveLength(2);
    expect(screen.getByRole("button", { name: /الحجز رقم 41 Sara/ })).toHaveAttribute(
      "data-conflict",
      "true",
    );
  });

  it("draws nights closed in the rate calendar apart from imported blocks, named, and offers no stay on them", async () => {
    // The 1st closed on both units (the route gives one block per unit), as the owner set it in the rate calendar.
    const closed = (unit: number) => ({
      id: 12,
      kind: "closed" as const,
      item_id: 7,
      unit,
      from: "2026-03-01T11:00:00.000Z",
      to: "2026-03-02T09:00:00.000Z",
      feed_id: null,
      feed: null,
      source: "rate_calendar",
      conflict_reservation_id: null,
    });
    const view = (locale: "en" | "ar") =>
      renderWithAdmin(
        <BoardGrid
          days={days}
          listings={[listing]}
          reservations={[stay]}
          blocks={[closed(1), closed(2)]}
          colors={reservationColorsFrom(undefined)}
          timeZone="Asia/Kuwait"
          onOpen={vi.fn()}
          onStart={vi.fn()}
        />,
        { locale },
      );
    const english = view("en");
    const drawn = await screen.findAllByRole("img", {
      name: "Closed in the rate calendar: the night of 01-03-2026",
    });
    expect(drawn).toHaveLength(2);
    expect(screen.queryAllByTestId("board-block")).toHaveLength(0);
    // Not hatched grey like an imported block: red, with a border.
    expect(getComputedStyle(drawn[0]).backgroundImage).toContain("211");
    // The 1st can start no stay on either unit; a closed night over no stay is no conflict for the stay.
    expect(
      screen.queryByRole("button", { name: "New reservation: Sea Chalet, unit 2, 01-03-2026" }),
    ).toBeNull();
    expect(screen.getAllByRole("button", { name: /New reservation: Sea Chalet, unit 2/ })).toHaveLength(3);
    expect(screen.getByRole("button", { name: /Reservation #41 Sara/ })).not.toHaveAttribute("data-conflict");
    english.unmount();

    view("ar");
    expect(
      await screen.findAllByRole("img", { name: "مغلقة في تقويم الأسعار: ليلة 01-03-2026" }),
    ).toHaveLength(2);
  });
});
