import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { storeUser } from "../../authProvider/session";
import { mockApi, type ApiCall } from "../../test/fetchMock";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { buildUser } from "../../test/users";
import { LogoutEverywhere, PendingInvitations } from "./AccountAccess";

vi.setConfig({ testTimeout: 30_000 });

let calls: ApiCall[];
let pending: { id: number; business: { id: number; name: string }; invited_by: string }[];
beforeEach(() => {
  localStorage.setItem("token", "t0ken");
  storeUser(buildUser());
  pending = [
    { id: 7, business: { id: 30, name: "Gulf Grill" }, invited_by: "Omar" },
    { id: 8, business: { id: 31, name: "Sea Chalets" }, invited_by: "Huda" },
  ];
  calls = mockApi({
    "GET /api/users/invitations": () => ({
      body: { data: pending, total: pending.length, current_page: 1, per_page: 100, last_page: 1 },
    }),
    "POST /api/users/invitations/7/accept": () => {
      pending = pending.filter((i) => i.id !== 7);
      return { body: { data: { id: 7, business_id: 30, status: "accepted" } } };
    },
    "POST /api/users/invitations/8/decline": () => {
      pending = pending.filter((i) => i.id !== 8);
      return { body: { data: { id: 8, business_id: 31, status: "declined" } } };
    },
    "GET /api/users/info": { body: { data: buildUser() } },
    "POST /api/auth/logout-all": { body: { data: { revoked: 3 } } },
    "POST /api/auth/logout": { status: 401, body: { message: "Unauthenticated" } },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("pending invitations", () => {
  it("lists them and accepts or declines each, in English", async () => {
    renderWithAdmin(<PendingInvitations />, { locale: "en" });
    expect(
      await screen.findByText("Gulf Grill invites you to join as staff (sent by Omar)."),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getAllByRole("button", { name: "Accept" })[0]);
    expect(await screen.findByText("You joined Gulf Grill.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Gulf Grill invites you/)).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Decline" }));
    expect(await screen.findByText("No pending invitations.")).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === "POST").map((call) => call.path);
    expect(posts).toEqual(["/api/users/invitations/7/accept", "/api/users/invitations/8/decline"]);
  });

  it("speaks Arabic", async () => {
    renderWithAdmin(<PendingInvitations />, { locale: "ar" });
    expect(await screen.findByText("يدعوك Gulf Grill للانضمام كموظف (أرسلها Omar).")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "قبول" })).toHaveLength(2);
    expect(screen.getAllByRole("button", { name: "رفض" })).toHaveLength(2);
  });
});

describe("log out everywhere", () => {
  it.each([
    ["en", "Log out everywhere"],
    ["ar", "تسجيل الخروج من كل مكان"],
  ] as const)("revokes every session, then signs out here (%s)", async (locale, label) => {
    renderWithAdmin(<LogoutEverywhere />, { locale });
    await userEvent.setup().click(await screen.findByRole("button", { name: label }));
    await waitFor(() => expect(localStorage.getItem("token")).toBeNull());
    expect(calls.some((call) => call.method === "POST" && call.path === "/api/auth/logout-all")).toBe(true);
  });
});
