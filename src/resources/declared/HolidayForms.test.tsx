import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { ResourceContextProvider } from "react-admin";
import { declarationOf } from "../../domain/resources";
import { mockApi, type ApiCall } from "../../test/fetchMock";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { buildUser, signInAs } from "../../test/users";
import { resourceFromDeclaration } from "./index";

// Holidays' forms are generated from their declaration: days picked as DD-MM-YYYY and saved at 14:00:00 (SPEC §5),
// failures told in an error dialog (SPEC §8).

vi.setConfig({ testTimeout: 30_000 });

const user = buildUser();
const HOLIDAYS = "/api/business/10/holidays";
const HolidayCreate = resourceFromDeclaration(declarationOf("holidays")!).create as ComponentType;

beforeEach(() => {
  signInAs(user);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function submitHoliday() {
  renderWithAdmin(
    <ResourceContextProvider value="holidays">
      <HolidayCreate />
    </ResourceContextProvider>,
    { initialPath: "/holidays/create" },
  );
  await userEvent.type(await screen.findByRole("textbox", { name: /^Name/ }), "Eid");
  await userEvent.type(screen.getByRole("textbox", { name: /^From/ }), "20-06-2031");
  await userEvent.type(screen.getByRole("textbox", { name: /^To/ }), "22-06-2031");
  await userEvent.click(screen.getByRole("button", { name: "Submit" }));
}

describe("holiday forms", () => {
  it("send from and to at 14:00:00 on the chosen days", async () => {
    const calls: ApiCall[] = mockApi({
      "GET /api/users/info": { body: { data: user } },
      [`POST ${HOLIDAYS}`]: (call) => ({ status: 201, body: { data: { id: 3, ...(call.body as object) } } }),
      [`GET ${HOLIDAYS}`]: { body: { data: [], total: 0 } },
    });
    await submitHoliday();
    expect(await screen.findByText("Done successfully")).toBeInTheDocument();
    const post = calls.find((call) => call.method === "POST");
    expect(post?.body).toMatchObject({ from: "2031-06-20T14:00:00", to: "2031-06-22T14:00:00" });
  });

  it("show a failure's message in an error dialog", async () => {
    mockApi({
      "GET /api/users/info": { body: { data: user } },
      [`POST ${HOLIDAYS}`]: { status: 409, body: { message: "Someone else changed this record" } },
    });
    await submitHoliday();
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Error");
    expect(dialog).toHaveTextContent("Someone else changed this record");
  });
});
