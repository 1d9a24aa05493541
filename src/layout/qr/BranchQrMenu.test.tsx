import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QR_AUTO_GENERATE_MS } from "../../domain/constants";
import { mockApi } from "../../test/fetchMock";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { buildUser } from "../../test/users";
import { signInAs } from "../testing";
import { BranchQrMenu } from "./BranchQrMenu";

vi.setConfig({ testTimeout: 30_000 });

const IMAGE = "data:image/png;base64,iVBORw0KGgo=";
const qrAnswer = (url: string) => ({ body: { data: { url, image: IMAGE } } });

beforeEach(() => {
  localStorage.clear();
  signInAs(buildUser());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("Menu Qr", () => {
  it("shows the QR image and link of the chosen branch", async () => {
    const calls = mockApi({
      "GET /api/business/10/branches/101/reference-qr": qrAnswer("https://qr.example.com/marina"),
    });
    renderWithAdmin(<BranchQrMenu kind="menu" />);
    await userEvent.click(screen.getByRole("button", { name: "Menu Qr" }));
    const dialog = await screen.findByRole("dialog", { name: "Menu Qr" });
    expect(within(dialog).getByText(/appears in a few seconds/)).toBeInTheDocument();

    await userEvent.click(await within(dialog).findByRole("combobox", { name: "Branch" }));
    await userEvent.click(await screen.findByRole("option", { name: "Marina" }));
    const image = await within(dialog).findByRole("img", { name: "QR code of Marina" });
    expect(image).toHaveAttribute("src", IMAGE);
    expect(within(dialog).getByText("https://qr.example.com/marina")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Copy the link" })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(["/api/business/10/branches/101/reference-qr"]);
  });

  it("generates the first branch's code by itself 5 s after load", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = mockApi({
      "GET /api/business/10/branches/100/reference-qr": qrAnswer("https://qr.example.com/downtown"),
    });
    renderWithAdmin(<BranchQrMenu kind="menu" />);
    // The exact moment is checked in useQrBranch.test.ts; here the clock also runs in real time.
    act(() => vi.advanceTimersByTime(QR_AUTO_GENERATE_MS));
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toEqual(["/api/business/10/branches/100/reference-qr"]),
    );

    await userEvent.click(screen.getByRole("button", { name: "Menu Qr" }), { delay: null });
    expect(await screen.findByRole("img", { name: "QR code of Downtown" })).toBeInTheDocument();
  });
});

describe("Login QR", () => {
  it("makes a new one-time code each time it opens", async () => {
    const calls = mockApi({
      "GET /api/business/10/branches/101/create-login-qr": qrAnswer(
        "https://orders.example.com/login?token=abc",
      ),
    });
    renderWithAdmin(<BranchQrMenu kind="login" />);
    await userEvent.click(screen.getByRole("button", { name: "Login QR" }));
    await userEvent.click(await screen.findByRole("combobox", { name: "Branch" }));
    await userEvent.click(await screen.findByRole("option", { name: "Marina" }));
    expect(await screen.findByRole("img", { name: "QR code of Marina" })).toBeInTheDocument();

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole("button", { name: "Login QR" }));
    await waitFor(() => expect(calls).toHaveLength(2));
  });
});
