import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockApi } from "../../test/fetchMock";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { buildUser } from "../../test/users";
import { CURRENT_BRANCH_KEY } from "../../store";
import { signInAs, StoreProbe } from "../testing";
import { ShellUserMenu } from "./ShellUserMenu";
import defaultAvatar from "./default-avatar.svg";

vi.setConfig({ testTimeout: 30_000 });

const addresses = {
  qr_app_url: "https://qr.example.com",
  orders_app_url: "https://orders.example.com",
  tablet_app_url: "https://tablet.example.com",
};

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("user menu", () => {
  it("shows the user, the branch selector and the apps of the branch in new tabs", async () => {
    const user = signInAs(buildUser({ media: { id: 3, src: "/media/mona.jpg" } }));
    mockApi({
      "GET /api/apps/config": { body: { data: addresses } },
      "GET /api/users/info": { body: { data: user } },
    });
    renderWithAdmin(
      <>
        <ShellUserMenu />
        <StoreProbe name={CURRENT_BRANCH_KEY} />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Profile" }));
    const dialog = screen.getByRole("dialog", { name: "Profile" });
    // The panel's code comes on the first opening in a test (the app fetches it once the page is idle).
    expect(await within(dialog).findByText("Mona Owner")).toBeInTheDocument();
    expect(within(dialog).getByText("owner@example.com")).toBeInTheDocument();
    expect(dialog.querySelector("img")).toHaveAttribute("src", "/media/mona.jpg");

    const qrApp = await within(dialog).findByRole("link", { name: "QR App" });
    expect(qrApp).toHaveAttribute("href", "https://qr.example.com/downtown");
    expect(qrApp).toHaveAttribute("target", "_blank");
    expect(within(dialog).getByRole("link", { name: "Orders App" })).toHaveAttribute(
      "href",
      addresses.orders_app_url,
    );
    expect(within(dialog).getByRole("link", { name: "Tablet App" })).toHaveAttribute(
      "href",
      addresses.tablet_app_url,
    );

    await userEvent.click(await within(dialog).findByRole("combobox", { name: "Branch" }));
    await userEvent.click(await screen.findByRole("option", { name: "Marina" }));
    expect(screen.getByTestId(`store-${CURRENT_BRANCH_KEY}`)).toHaveTextContent("101");
    await waitFor(() =>
      expect(within(dialog).getByRole("link", { name: "QR App" })).toHaveAttribute(
        "href",
        "https://qr.example.com/marina",
      ),
    );
  });

  it("shows a default picture without a photo, and no app links without a branch", async () => {
    const owner = buildUser();
    const user = signInAs(buildUser({ business: [{ ...owner.business[0], branches: [] }] }));
    mockApi({
      "GET /api/apps/config": { body: { data: addresses } },
      "GET /api/users/info": { body: { data: user } },
    });
    renderWithAdmin(<ShellUserMenu />);
    await userEvent.click(screen.getByRole("button", { name: "Profile" }));
    const dialog = screen.getByRole("dialog", { name: "Profile" });
    await within(dialog).findByText("owner@example.com");
    expect(dialog.querySelector("img")).toHaveAttribute("src", defaultAvatar);
    expect(within(dialog).queryByRole("link", { name: "QR App" })).not.toBeInTheDocument();
  });

  it("logs out", async () => {
    const user = signInAs(buildUser());
    const calls = mockApi({
      "GET /api/apps/config": { body: { data: addresses } },
      "GET /api/users/info": { body: { data: user } },
      "POST /api/auth/logout": { status: 204 },
    });
    renderWithAdmin(<ShellUserMenu />);
    await userEvent.click(screen.getByRole("button", { name: "Profile" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Logout" }));
    await waitFor(() => expect(localStorage.getItem("token")).toBeNull());
    expect(calls.some((call) => call.path === "/api/auth/logout")).toBe(true);
  });
});
