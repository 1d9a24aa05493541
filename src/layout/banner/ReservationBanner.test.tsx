import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { memoryStore } from "react-admin";
import { mockApi, type ApiCall } from "../../test/fetchMock";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { CURRENT_BUSINESS_KEY } from "../../store";
import { buildOwnerOfTwo, LocationProbe, signInAs } from "../testing";
import { bannerDismissedKey, ReservationBanner } from "./ReservationBanner";
import { RESERVATION_TILL_UPDATED_EVENT } from "./useReservationTill";

vi.setConfig({ testTimeout: 30_000 });

// The owner of a restaurant (business 10, first) and of Khiran Chalets (business 20, branch 200). At 22:30 UTC on
// 29 November it is already 30 November in Kuwait.
const NOW = new Date("2026-11-29T22:30:00Z");
const CHALET_SETTINGS = "GET /api/business/20/branches/200/mobile-settings";
const RESTAURANT_SETTINGS = "GET /api/business/10/branches/100/mobile-settings";
const settings = (till?: string, extra: Record<string, unknown> = {}) => ({
  body: {
    data: [
      ...(till === undefined ? [] : [{ key: "EnableReservationTill", data: till }]),
      ...Object.entries(extra).map(([key, data]) => ({ key, data })),
    ],
    updated_at: null,
  },
});
const zone = (timezone: string) => ({ body: { data: [{ key: "timezone", value: timezone }] } });

/** Puts the window at a phone's width for MUI's media queries (jsdom has none). */
const onPhone = () =>
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("max-width:599.95px"),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));

let calls: ApiCall[];
function start(
  businessId: number,
  answers: { till?: string; extra?: Record<string, unknown>; timezone?: string; locale?: "en" | "ar" } = {},
  stored: Record<string, unknown> = {},
) {
  let till = answers.till;
  calls = mockApi({
    [CHALET_SETTINGS]: () => settings(till, answers.extra),
    [RESTAURANT_SETTINGS]: () => settings(till, answers.extra),
    [`GET /api/business/${businessId}/config`]: zone(answers.timezone ?? "Asia/Kuwait"),
  });
  const store = memoryStore({ [CURRENT_BUSINESS_KEY]: businessId, ...stored });
  renderWithAdmin(
    <>
      <ReservationBanner />
      <LocationProbe />
    </>,
    { store, locale: answers.locale },
  );
  return { store, setTill: (next: string) => (till = next) };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  localStorage.clear();
  signInAs(buildOwnerOfTwo());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const settingsAsked = () => calls.filter((call) => call.path.includes("mobile-settings"));

describe("reservation banner", () => {
  it("shows on a business that books once its date passed on the business's day, with the date whole", async () => {
    start(20, { till: "2026-11-29" });
    expect(await screen.findByText("Reservations are closed")).toBeInTheDocument();
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Customers could book until 29-11-2026.");
    const date = screen.getByText("29-11-2026");
    expect(date).toHaveAttribute("dir", "ltr");
    expect(getComputedStyle(date).whiteSpace).toBe("nowrap");
  });

  it("is one short line on a phone, the date whole", async () => {
    onPhone();
    start(20, { till: "2026-11-29" });
    const line = await screen.findByTestId("reservation-banner-short");
    expect(line).toHaveTextContent("Bookings closed after29-11-2026");
    expect(getComputedStyle(line).whiteSpace).toBe("nowrap");
    expect(screen.queryByText("Reservations are closed")).toBeNull();
    expect(screen.getByText("29-11-2026")).toHaveAttribute("dir", "ltr");
    expect(screen.getByRole("button", { name: "Go to Settings" })).toBeInTheDocument();
  });

  it("stays hidden while it is still the date's day in the business's time zone", async () => {
    start(20, { till: "2026-11-29", timezone: "UTC" });
    await waitFor(() => expect(settingsAsked()).toHaveLength(1));
    await waitFor(() => expect(calls.some((call) => call.path.includes("/config"))).toBe(true));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("never shows on a restaurant, whose customers order rather than book, and asks nothing", async () => {
    start(10, { till: "2026-01-01" });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(settingsAsked()).toEqual([]);
  });

  it("stays hidden when the business turned booking off", async () => {
    start(20, { till: "2026-01-01", extra: { DisableOrdering: true } });
    await waitFor(() => expect(settingsAsked()).toHaveLength(1));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("reads the business being worked in, not the user's first", async () => {
    start(20, { till: "2026-11-01" });
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(settingsAsked().map((call) => call.path)).toEqual([
      "/api/business/20/branches/200/mobile-settings",
    ]);
  });

  it("hides for the rest of the business's day when closed (its day in Kuwait, not UTC)", async () => {
    const { store } = start(20, { till: "2026-11-01" });
    await userEvent.click(await screen.findByRole("button", { name: "Hide for today" }));
    expect(screen.queryByRole("alert")).toBeNull();
    // Kuwait's day, not the UTC one.
    expect(store.getItem(bannerDismissedKey(20))).toBe("2026-11-30");
  });

  it("shows again on a later day than the one it was hidden on", async () => {
    start(20, { till: "2026-11-01" }, { [bannerDismissedKey(20)]: "2026-11-29" });
    expect(await screen.findByRole("alert")).toBeInTheDocument();
  });

  it("updates on a reservationTillUpdated event and leads to the Mobile App Settings tab", async () => {
    const { setTill } = start(20, { till: "2026-11-01" });
    await userEvent.click(await screen.findByRole("button", { name: "Go to Settings" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/settings?tab=MobileAppSettings");
    setTill("2027-01-31");
    act(() => {
      window.dispatchEvent(new Event(RESERVATION_TILL_UPDATED_EVENT));
    });
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });

  it("speaks Arabic", async () => {
    start(20, { till: "2026-11-18", locale: "ar" });
    expect(await screen.findByText("الحجوزات مغلقة")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "الذهاب إلى الإعدادات" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "إخفاء لهذا اليوم" })).toBeInTheDocument();
    expect(screen.getByText("18-11-2026")).toHaveAttribute("dir", "ltr");
  });

  it("on an Arabic phone, is one line with the date whole and left to right", async () => {
    onPhone();
    start(20, { till: "2026-11-18", locale: "ar" });
    expect(await screen.findByTestId("reservation-banner-short")).toHaveTextContent(
      "الحجز مغلق بعد18-11-2026",
    );
    const date = screen.getByText("18-11-2026");
    expect(date).toHaveAttribute("dir", "ltr");
    expect(getComputedStyle(date).whiteSpace).toBe("nowrap");
  });
});
