import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form, SaveButton } from "react-admin";
import { mockApi, type ApiCall } from "../../test/fetchMock";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { buildUser } from "../../test/users";
import { UserSearchInput } from "./UserSearchInput";

vi.setConfig({ testTimeout: 30_000 });

const HUDA = { id: 8, name: "Huda", email: "huda@example.com", phone: "+96551234567" };
let calls: ApiCall[];
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem("user", JSON.stringify(buildUser()));
  calls = mockApi({
    "POST /api/users/search": ({ body }) => ({
      body: { data: (body as { query: string }).query.startsWith("hu") ? [HUDA] : [] },
    }),
    "GET /api/business/10/users/99": { status: 404, body: { message: "Not found" } },
  });
});
afterEach(() => vi.unstubAllGlobals());

const searches = () => calls.filter((call) => call.path === "/api/users/search");

describe("user search picker", () => {
  it("searches once typing pauses, picks a user and requires one when marked", async () => {
    const onSubmit = vi.fn();
    renderWithAdmin(
      <Form onSubmit={onSubmit}>
        <UserSearchInput source="owner_id" label="Owner" isRequired />
        <SaveButton label="Save" alwaysEnable />
      </Form>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Save" }));
    expect(await screen.findByText("This field is required")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("combobox", { name: /Owner/ }), "hud");
    await userEvent.click(await screen.findByRole("option", { name: /Huda/ }, { timeout: 3000 }));
    // One call for the whole word: the debounce waits for the pause.
    expect(searches()).toHaveLength(1);
    expect(searches()[0].body).toMatchObject({ query: "hud", business_id: 10 });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ owner_id: 8 }), expect.anything()),
    );
  });

  it("warns when nothing matches and when the chosen user is gone, in Arabic too", async () => {
    renderWithAdmin(
      <Form defaultValues={{ owner_id: 99 }}>
        <UserSearchInput source="owner_id" />
      </Form>,
      { locale: "ar" },
    );
    expect(await screen.findByText("المستخدم غير موجود!")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("combobox"), "zzz");
    expect(
      await screen.findByText("لم يتم العثور على مستخدم باسم zzz", {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });
});
