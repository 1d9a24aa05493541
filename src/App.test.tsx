import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App } from "./App";
import { LazyLoginPage } from "./custom/guestPages";
import { loadPage } from "./custom/lazyPages";
import { loadCatalogue } from "./i18n";
import { setCurrentLocale } from "./i18n/locale";
import { mockApi } from "./test/fetchMock";
import { buildUser } from "./test/users";

// Full react-admin pages render slowly in jsdom, more so on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

vi.mock("./authProvider/browser", () => ({ reloadAt: vi.fn() }));

const openAt = (path: string) => {
  window.history.pushState({}, "", path);
  return render(<App />);
};

const signIn = () => {
  const user = buildUser();
  localStorage.setItem("token", "secret-token");
  localStorage.setItem("user", JSON.stringify(user));
  mockApi({ "GET /api/users/info": { body: { data: user } }, "POST /api/auth/logout": { status: 204 } });
};

// The first page of the file also sets up MUI and react-admin, and a redirect suspends once more for the
// next page's chunk: on a busy machine that takes longer than the usual wait.
const LAZY_PAGE_WAIT = { timeout: 20_000 };

// Pages are lazy chunks: their first import (a transform in Vitest) is paid here, not in the first test's wait.
// English is one too, which main.tsx awaits before the first render.
beforeAll(
  () => Promise.all([loadCatalogue("en"), LazyLoginPage.preload(), loadPage.overview(), loadPage.notFound()]),
  60_000,
);

beforeEach(() => {
  localStorage.clear();
  mockApi({});
});
afterEach(() => {
  vi.unstubAllGlobals();
  setCurrentLocale("en");
});

describe("App routing", () => {
  it("sends a visitor without a session to the login page", async () => {
    openAt("/admin/overview");
    expect(await screen.findByRole("heading", { name: "Sign in" }, LAZY_PAGE_WAIT)).toBeInTheDocument();
    expect(window.location.pathname).toBe("/login");
  });

  it("sends a signed-in user from the login page to the Overview, greeting them by name", async () => {
    signIn();
    openAt("/login");
    expect(await screen.findByText("Welcome, Mona Owner", {}, LAZY_PAGE_WAIT)).toBeInTheDocument();
    expect(window.location.pathname).toBe("/admin/overview");
    // The Overview shows the figures of the business chosen in the header.
    expect(screen.getByTestId("overview-business")).toHaveTextContent("Mona Grill");
  });

  it("shows Page Not Found with a link to the main page for an unknown address", async () => {
    signIn();
    openAt("/no/such/page");
    expect(await screen.findByRole("heading", { name: "Page Not Found", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the main page" })).toHaveAttribute("href", "/");
  });

  it("ends the session when the server no longer knows the token", async () => {
    localStorage.setItem("token", "stale-token");
    mockApi({ "GET /api/users/info": { status: 401, body: { message: "Unauthenticated." } } });
    openAt("/admin/overview");
    await waitFor(() => expect(localStorage.getItem("token")).toBeNull());
    const { reloadAt } = await import("./authProvider/browser");
    expect(reloadAt).toHaveBeenCalledWith("/");
  });
});

describe("App language", () => {
  it("switches the whole UI to Arabic right-to-left and back", async () => {
    openAt("/login");
    await userEvent.click(await screen.findByRole("button", { name: "Language" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "العربية" }));

    expect(await screen.findByRole("heading", { name: "تسجيل الدخول" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(document.documentElement).toHaveAttribute("lang", "ar");
    expect(localStorage.getItem("locale")).toBe("ar");
    await waitFor(() => expect(document.querySelector('style[data-emotion^="muirtl"]')).not.toBeNull());

    await userEvent.click(screen.getByRole("button", { name: "اللغة" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "English" }));
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("dir", "ltr");
  });
});
