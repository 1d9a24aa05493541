import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { getToken } from "../authProvider/session";
import { NotificationsBell } from "../layout/notifications/NotificationsBell";
import { LocationProbe, signInAs } from "../layout/testing";
import { mockApi } from "../test/fetchMock";
import { renderWithAdmin } from "../test/renderWithAdmin";
import { buildUser } from "../test/users";

// A call made through a custom method of the dataProvider is handled like any react-admin call: a 401 runs
// authProvider.checkError, which ends the session, and react-admin logs out to the sign-in page.

beforeEach(() => {
  localStorage.clear();
  signInAs(buildUser());
});
afterEach(() => vi.unstubAllGlobals());

describe("a 401 from a custom method", () => {
  it("ends the session: the bell's unread count answered 401 signs the user out to /login", async () => {
    const calls = mockApi({
      "GET /api/users/unread-notifications": { status: 401, body: { message: "Unauthenticated." } },
    });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderWithAdmin(
      <>
        <NotificationsBell />
        <LocationProbe />
      </>,
      { initialPath: "/orders" },
    );

    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/login"));
    expect(getToken()).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
    expect(calls.some((call) => call.path.startsWith("/api/users/unread-notifications"))).toBe(true);
  });

  it("keeps the session on another failure (a 500 of the same call)", async () => {
    mockApi({ "GET /api/users/unread-notifications": { status: 500, body: { message: "Server error" } } });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderWithAdmin(
      <>
        <NotificationsBell />
        <LocationProbe />
      </>,
      { initialPath: "/orders" },
    );

    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith("Notifications: loading the unread count failed", expect.anything()),
    );
    expect(screen.getByTestId("location")).toHaveTextContent("/orders");
    expect(getToken()).toBe("test-token");
  });
});
