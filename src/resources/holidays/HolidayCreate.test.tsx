import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ResourceContextProvider } from "react-admin";
import { mockApi, type ApiCall } from "../../test/fetchMock";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { buildUser, signInAs } from "../../test/users";
import HolidayCreate from "./HolidayCreate";
import { holidayPayload } from "./HolidayInputs";

vi.setConfig({ testTimeout: 30_000 });

const user = buildUser();
const HOLIDAYS = "/api/business/10/holidays";

beforeEach(() => {
  signInAs(user);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderCreate = (locale: "en" | "ar" = "en") =>
  renderWithAdmin(
    <ResourceContextProvider value="holidays">
      <HolidayCreate />
    </ResourceContextProvider>,
    { locale, initialPath: "/holidays/create" },
  );

describe("holiday submit", () => {
  it("sends from and to at 14:00:00 on the chosen days", async () => {
    const calls: ApiCall[] = mockApi({
      "GET /api/users/info": { body: { data: user } },
      [`POST ${HOLIDAYS}`]: (call) => ({ status: 201, body: { data: { id: 3, ...(call.body as object) } } }),
      [`GET ${HOLIDAYS}`]: { body: { data: [], total: 0 } },
    });
    renderCreate();
    await userEvent.type(await screen.findByRole("textbox", { name: /^Name/ }), "Eid");
    await userEvent.type(screen.getByRole("textbox", { name: /^From/ }), "20-06-2031");
    await userEvent.type(screen.getByRole("textbox", { name: /^To/ }), "22-06-2031");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));

    expect(await screen.findByText("Done successfully")).toBeInTheDocument();
    const post = calls.find((call) => call.method === "POST");
    expect(post?.body).toMatchObject({ from: "2031-06-20T14:00:00", to: "2031-06-22T14:00:00" });
  });

  it("shows a failure's message in an error dialog", async () => {
    mockApi({
      "GET /api/users/info": { body: { data: user } },
      [`POST ${HOLIDAYS}`]: { status: 409, body: { message: "Someone else changed this record" } },
    });
    renderCreate();
    await userEvent.type(await screen.findByRole("textbox", { name: /^Name/ }), "Eid");
    await userEvent.type(screen.getByRole("textbox", { name: /^From/ }), "20-06-2031");
    await userEvent.type(screen.getByRole("textbox", { name: /^To/ }), "22-06-2031");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));

    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Error");
    expect(dialog).toHaveTextContent("Someone else changed this record");
  });

  it("keeps a stored date-time's day and moves it to 14:00:00", () => {
    expect(holidayPayload({ from: "2031-06-20T09:30:00.000Z", to: "2031-06-21", locales: [] })).toMatchObject(
      { from: "2031-06-20T14:00:00", to: "2031-06-21T14:00:00" },
    );
  });
});
