import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockApi, type ApiCall } from "../../test/fetchMock";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { buildUser } from "../../test/users";
import { liveWindowEvent } from "../../live/liveEvents";
import { signInAs } from "../testing";
import { NotificationsBell } from "./NotificationsBell";
import type { AppNotification } from "./useNotifications";

vi.setConfig({ testTimeout: 30_000 });

const TOTAL = 12;
// Newest first; the first three are unread.
const notifications: AppNotification[] = Array.from({ length: TOTAL }, (_, index) => ({
  id: TOTAL - index,
  type: "new-order",
  data: { en: `Order #${100 + index}`, ar: `طلب رقم ${100 + index}` },
  created_at: "2026-03-01T20:05:00.000Z",
  read_at: index < 3 ? null : "2026-03-01T21:00:00.000Z",
}));

function mockNotifications(unread = 3): ApiCall[] {
  return mockApi({
    "GET /api/users/unread-notifications": { body: { unread_count: unread } },
    "GET /api/users/notifications": (call) => {
      const query = new URL(call.path, "http://localhost").searchParams;
      const page = Number(query.get("page"));
      const perPage = Number(query.get("per_page"));
      const data = notifications.slice((page - 1) * perPage, page * perPage);
      return { body: { data, total: TOTAL, current_page: page, per_page: perPage, last_page: 2 } };
    },
    "POST /api/users/notifications/read": { body: { updated: unread, unread_count: 0 } },
    "GET /api/business/10/config": {
      body: { data: [{ key: "timezone", value: "Asia/Kuwait" }], updated_at: null },
    },
  });
}

// The open dropdown hides the rest of the page from assistive technology, the bell included.
const bell = () => screen.getByRole("button", { name: "Notifications", hidden: true });
const badge = () => bell().querySelector(".MuiBadge-badge")!;
const items = () => within(screen.getByRole("list", { name: "Notifications" })).getAllByRole("listitem");

beforeEach(() => {
  localStorage.clear();
  signInAs(buildUser());
});
afterEach(() => vi.unstubAllGlobals());

describe("notifications bell", () => {
  it("shows the unread count in its badge", async () => {
    mockNotifications(3);
    renderWithAdmin(<NotificationsBell />);
    await waitFor(() => expect(badge()).toHaveTextContent("3"));
    expect(badge()).not.toHaveClass("MuiBadge-invisible");
  });

  it("draws no dropdown and loads no list until it is opened (it is drawn on every page)", async () => {
    const calls = mockNotifications(3);
    renderWithAdmin(<NotificationsBell />);
    await waitFor(() => expect(badge()).toHaveTextContent("3"));
    expect(calls.filter((call) => call.path.startsWith("/api/users/notifications"))).toEqual([]);
    expect(screen.queryByRole("dialog", { name: "Notifications" })).toBeNull();
  });

  it("loads 10 on opening, hides the badge and marks them read", async () => {
    const calls = mockNotifications(3);
    renderWithAdmin(<NotificationsBell />);
    await waitFor(() => expect(badge()).toHaveTextContent("3"));
    expect(bell()).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(bell());

    await waitFor(() => expect(items()).toHaveLength(10));
    expect(bell()).toHaveAttribute("aria-expanded", "true");
    expect(badge()).toHaveClass("MuiBadge-invisible");
    expect(calls.map((call) => call.path)).toContain(
      "/api/users/notifications?page=1&per_page=10&business_id=10",
    );
    await waitFor(() =>
      expect(calls.some((call) => call.path === "/api/users/notifications/read")).toBe(true),
    );
    // The bell follows the selected business: its count, its list, and only its notifications marked read.
    expect(calls.map((call) => call.path)).toContain("/api/users/unread-notifications?business_id=10");
    expect(calls.find((call) => call.path === "/api/users/notifications/read")?.body).toEqual({
      business_id: 10,
    });
    expect(items()[0]).toHaveTextContent("Order #100");
    // In the business time zone (Asia/Kuwait, UTC+3), as YYYY-MM-DD hh:mm A.
    await waitFor(() => expect(items()[0]).toHaveTextContent("2026-03-01 11:05 PM"));
  });

  it("marks them read though it is closed before its list arrives, so the count does not come back", async () => {
    let unread = 3;
    let answerList: () => void = () => undefined;
    const listAsked = new Promise<void>((asked) => {
      mockApi({
        "GET /api/users/unread-notifications": () => ({ body: { unread_count: unread } }),
        "GET /api/users/notifications": () => {
          asked();
          // The list answers only once the dropdown has been closed again.
          return new Promise((answer) => {
            answerList = () => answer({ body: { data: notifications.slice(0, 10), total: TOTAL } });
          });
        },
        "POST /api/users/notifications/read": () => {
          unread = 0;
          return { body: { updated: 3, unread_count: 0 } };
        },
        "GET /api/business/10/config": { body: { data: [], updated_at: null } },
      });
    });
    renderWithAdmin(<NotificationsBell />);
    await waitFor(() => expect(badge()).toHaveTextContent("3"));
    await userEvent.click(bell());
    await listAsked;
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(bell()).toHaveAttribute("aria-expanded", "false"));
    act(() => answerList());
    await waitFor(() => expect(unread).toBe(0));
    // A live event counts again: nothing unread is left on the server.
    act(() => void window.dispatchEvent(new CustomEvent(liveWindowEvent("new-order"))));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(badge()).toHaveClass("MuiBadge-invisible");
  });

  it("offers Load More while fewer than the total are loaded", async () => {
    const calls = mockNotifications();
    renderWithAdmin(<NotificationsBell />);
    await userEvent.click(bell());
    await waitFor(() => expect(items()).toHaveLength(10));

    await userEvent.click(screen.getByRole("button", { name: "Load More" }));
    await waitFor(() => expect(items()).toHaveLength(TOTAL));
    expect(calls.map((call) => call.path)).toContain(
      "/api/users/notifications?page=2&per_page=10&business_id=10",
    );
    expect(screen.queryByRole("button", { name: "Load More" })).not.toBeInTheDocument();
  });

  it("keeps the page Load More brought though a live event crossed it", async () => {
    let answerPage2 = () => {};
    const routes = mockNotifications();
    const base = vi.mocked(fetch);
    // Page 2 answers only when told, so that a new order's event arrives while it is on its way.
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes("page=2")) await new Promise<void>((resolve) => (answerPage2 = resolve));
        return base(input, init);
      }),
    );
    renderWithAdmin(<NotificationsBell />);
    await userEvent.click(bell());
    await waitFor(() => expect(items()).toHaveLength(10));
    await userEvent.click(screen.getByRole("button", { name: "Load More" }));
    await waitFor(() => expect(routes.some((call) => call.path.includes("page=2"))).toBe(false));
    act(() => void window.dispatchEvent(new CustomEvent(liveWindowEvent("new-order"))));
    act(() => answerPage2());
    await waitFor(() => expect(items()).toHaveLength(TOTAL));
  });

  it("shows read items on a grey background and unread ones marked", async () => {
    mockNotifications();
    renderWithAdmin(<NotificationsBell />);
    await userEvent.click(bell());
    await waitFor(() => expect(items()).toHaveLength(10));

    const [unread, , , read] = items();
    expect(unread).toHaveAttribute("data-read", "false");
    expect(within(unread).getByRole("img", { name: "Unread" })).toBeInTheDocument();
    expect(read).toHaveAttribute("data-read", "true");
    expect(getComputedStyle(read).backgroundColor).toBe("rgb(245, 245, 245)");
    expect(getComputedStyle(unread).backgroundColor).not.toBe("rgb(245, 245, 245)");
  });

  it("shows the Arabic text in Arabic", async () => {
    mockNotifications();
    renderWithAdmin(<NotificationsBell />, { locale: "ar" });
    await userEvent.click(screen.getByRole("button", { name: "الإشعارات" }));
    expect(await screen.findByText("طلب رقم 100")).toBeInTheDocument();
  });

  it("counts again on a live event", async () => {
    let unread = 1;
    mockApi({ "GET /api/users/unread-notifications": () => ({ body: { unread_count: unread } }) });
    renderWithAdmin(<NotificationsBell />);
    await waitFor(() => expect(badge()).toHaveTextContent("1"));
    unread = 2;
    act(() => {
      window.dispatchEvent(new CustomEvent(liveWindowEvent("new-reservation")));
    });
    await waitFor(() => expect(badge()).toHaveTextContent("2"));
  });
});
