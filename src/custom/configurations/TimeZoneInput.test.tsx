// @vitest-isolate: it sees the stand-in before the select's code has come (module state another file may have filled).
import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderInForm } from "../../resources/shared/testForm";
import { TimeZoneInput } from "./TimeZoneInput";

vi.setConfig({ testTimeout: 30_000 });

describe("the time zone input", () => {
  it("shows the zone at once, then searches the zones and saves the one chosen", async () => {
    const onSubmit = vi.fn();
    renderInForm(<TimeZoneInput source="TimeZone" label="app.settings.fields.TimeZone" />, {
      defaultValues: { TimeZone: "Asia/Kuwait" },
      onSubmit,
    });
    // Before its code comes: the zone in a read-only field of the same name.
    expect(screen.getByRole("textbox", { name: "Time zone" })).toHaveValue("Asia/Kuwait");

    const search = await screen.findByRole("combobox", { name: "Time zone" });
    expect(search).toHaveValue("Asia/Kuwait");
    await userEvent.clear(search);
    await userEvent.type(search, "Riyadh");
    await userEvent.click(await screen.findByRole("option", { name: "Asia/Riyadh" }));
    await userEvent.click(screen.getByRole("button", { name: "go" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ TimeZone: "Asia/Riyadh" });
  });

  it("offers UTC first, the default zone", async () => {
    renderInForm(<TimeZoneInput source="TimeZone" label="app.settings.fields.TimeZone" />, {
      defaultValues: { TimeZone: "UTC" },
      onSubmit: () => {},
    });
    const search = await screen.findByRole("combobox", { name: "Time zone" });
    await userEvent.click(search);
    await userEvent.clear(search);
    const options = await screen.findAllByRole("option");
    expect(options[0]).toHaveTextContent("UTC");
    expect(options.length).toBeGreaterThan(100);
  });
});
