import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TextInput } from "react-admin";
import { mockApi, type ApiCall } from "../../test/fetchMock";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { DrawWhenNear } from "../../resources/shared/DrawWhenNear";
import { SettingsForm } from "./SettingsForm";

vi.setConfig({ testTimeout: 30_000 });

const SCOPE = { kind: "business", businessId: 10 } as const;
let calls: ApiCall[];
beforeEach(() => {
  localStorage.setItem("token", "t0ken");
  calls = mockApi({
    "GET /api/business/10/settings": {
      body: {
        data: [
          { key: "Website", data: "https://a.example.com" },
          { key: "Facebook", data: "https://fb.example.com" },
        ],
        updated_at: "2026-01-01T10:00:00Z",
      },
    },
    "POST /api/business/10/settings/set": (call) =>
      (call.body as { settings: { key: string; data: string }[] }).settings.some((s) => s.data === "bad")
        ? {
            status: 422,
            body: { message: "Invalid", errors: { "settings.Website": ["The link is not valid"] } },
          }
        : {
            body: {
              data: [{ key: "Website", data: "https://b.example.com" }],
              updated_at: "2026-01-01T11:00:00Z",
            },
          },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderForm = (canUpdate: boolean) =>
  renderWithAdmin(
    <SettingsForm scope={SCOPE} keys={["Website", "Facebook"]} canUpdate={canUpdate}>
      <TextInput source="Website" label="Website" />
      <TextInput source="Facebook" label="Facebook" />
    </SettingsForm>,
  );

describe("SettingsForm", () => {
  it("drops empty values and sends the loaded updated_at", async () => {
    renderForm(true);
    const website = await screen.findByLabelText("Website");
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("Facebook"));
    await user.clear(website);
    await user.type(website, "https://b.example.com");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Updated successfully")).toBeInTheDocument();
    const saved = calls.find((call) => call.method === "POST");
    // Facebook held a value and was cleared: it is named for removal, not silently kept on the server.
    expect(saved?.body).toEqual({
      settings: [{ key: "Website", data: "https://b.example.com" }],
      remove: ["Facebook"],
      updated_at: "2026-01-01T10:00:00Z",
    });
  });

  it("saves a value whose field is not drawn yet as it was loaded (a later section, DrawWhenNear)", async () => {
    // The later section stays undrawn: never near the screen, the page never idle.
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal("requestIdleCallback", () => 0);
    vi.stubGlobal("cancelIdleCallback", () => undefined);
    const { unmount } = renderWithAdmin(
      <SettingsForm scope={SCOPE} keys={["Website", "Facebook"]} canUpdate>
        <TextInput source="Website" label="Website" />
        <DrawWhenNear minHeight={100}>
          <TextInput source="Facebook" label="Facebook" />
        </DrawWhenNear>
      </SettingsForm>,
    );
    const website = await screen.findByLabelText("Website");
    expect(screen.queryByLabelText("Facebook")).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(website);
    await user.type(website, "https://b.example.com");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Updated successfully")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      settings: [
        { key: "Website", data: "https://b.example.com" },
        { key: "Facebook", data: "https://fb.example.com" },
      ],
      updated_at: "2026-01-01T10:00:00Z",
    });
    unmount(); // while the stand-ins of the idle callbacks are still there
  });

  it("does not send remove when nothing was cleared", async () => {
    renderForm(true);
    const website = await screen.findByLabelText("Website");
    const user = userEvent.setup();
    await user.type(website, "/menu");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Updated successfully")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).not.toHaveProperty("remove");
  });

  it("shows server field errors under the field", async () => {
    renderForm(true);
    const website = await screen.findByLabelText("Website");
    const user = userEvent.setup();
    await user.clear(website);
    await user.type(website, "bad");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(screen.getAllByText("The link is not valid").length).toBeGreaterThan(0));
    expect(website).toHaveAttribute("aria-invalid", "true");
  });

  it("is read-only without settings update", async () => {
    renderForm(false);
    expect(await screen.findByLabelText("Website")).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
  });
});
