import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { reloadAt } from "../../authProvider/browser";
import { mockApi } from "../../test/fetchMock";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { buildUser } from "../../test/users";
import SetPasswordPage from "./SetPasswordPage";

vi.setConfig({ testTimeout: 30_000 });
vi.mock("../../authProvider/browser", () => ({ reloadAt: vi.fn() }));

const PREVIEW = { data: { business: "Al Bahar", inviter: "Fahad", email: "huda@example.com" } };
const SIGN_IN_INSTEAD =
  "This link cannot set a password for this e-mail. If you already have an account, sign in with your own password to accept the invitation.";
const session = { token: "new-session", user: buildUser() };

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, "", "/set-password#token=abc%2D123");
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(reloadAt).mockClear();
});

describe("the invitation link's page", () => {
  it("says who invites, and a new person chooses their password, which signs them in", async () => {
    const calls = mockApi({
      "POST /api/auth/invitation": { body: PREVIEW },
      "POST /api/auth/set-password": { body: session },
    });
    renderWithAdmin(<SetPasswordPage />);
    expect(
      await screen.findByText("Fahad invited you to join Al Bahar as staff (huda@example.com)."),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^New password/), "my-own-pass-1");
    await userEvent.type(screen.getByLabelText(/^Confirm the password/), "my-own-pass-1");
    await userEvent.click(screen.getByRole("button", { name: "Set password and join" }));
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith("/"));
    expect(calls[0].body).toEqual({ token: "abc-123" });
    expect(calls[1].body).toEqual({
      token: "abc-123",
      password: "my-own-pass-1",
      password_confirmation: "my-own-pass-1",
    });
    expect(localStorage.getItem("token")).toBe("new-session");
  });

  it("turns to signing in when the e-mail already has a password, and accepts with the person's own", async () => {
    const calls = mockApi({
      "POST /api/auth/invitation": { body: PREVIEW },
      "POST /api/auth/set-password": {
        status: 422,
        body: { message: SIGN_IN_INSTEAD, errors: { token: [SIGN_IN_INSTEAD] } },
      },
      "POST /api/auth/accept-invitation": { body: session },
    });
    renderWithAdmin(<SetPasswordPage />);
    await screen.findByText(/Fahad invited you/);
    await userEvent.type(screen.getByLabelText(/^New password/), "my-own-pass-1");
    await userEvent.type(screen.getByLabelText(/^Confirm the password/), "my-own-pass-1");
    await userEvent.click(screen.getByRole("button", { name: "Set password and join" }));
    expect(await screen.findByText(SIGN_IN_INSTEAD)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue("huda@example.com");
    await userEvent.type(screen.getByLabelText(/^Password/), "her-own-pass");
    await userEvent.click(screen.getByRole("button", { name: "Sign in and accept" }));
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith("/"));
    expect(calls.at(-1)).toMatchObject({
      path: "/api/auth/accept-invitation",
      body: { token: "abc-123", email: "huda@example.com", password: "her-own-pass" },
    });
  });

  it("says at once, in Arabic too, that a used link no longer works, and offers no form", async () => {
    const message = "هذا الرابط لم يعد يعمل: استُخدم من قبل أو انتهت صلاحيته.";
    mockApi({
      "POST /api/auth/invitation": { status: 422, body: { message, errors: { token: [message] } } },
    });
    renderWithAdmin(<SetPasswordPage />, { locale: "ar" });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText("انضم إلى فريقك")).toBeInTheDocument();
    expect(screen.queryByLabelText(/^كلمة المرور الجديدة/)).toBeNull();
  });
});
