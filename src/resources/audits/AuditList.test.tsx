import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { ResourceContextProvider } from "react-admin";
import { mockApi } from "../../test/fetchMock";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { buildUser } from "../../test/users";
import { signInAs } from "../../layout/testing";
import AuditList from "./AuditList";

vi.setConfig({ testTimeout: 30_000 });

// 21:30 UTC on 1 March is 00:30 on Monday 2 March in Kuwait (UTC+3), the business's time zone.
const KEY_ENTRY = {
  id: 2,
  user: null,
  api_key: { id: 7, name: "Till 1" },
  action: "create",
  entity: "order",
  entity_id: 23,
  entity_number: 23,
  changes: { after: { number: 23 } },
  created_at: "2026-03-01T21:31:00.000Z",
};

const ENTRY = {
  id: 1,
  user: { id: 1, name: "Mona Owner" },
  action: "update",
  entity: "order",
  entity_id: 22,
  entity_number: 22,
  changes: { status: { before: "pending", after: "accepted" } },
  created_at: "2026-03-01T21:30:00.000Z",
};

beforeEach(() => {
  localStorage.clear();
  const user = signInAs(buildUser());
  mockApi({
    "GET /api/users/info": { body: { data: user } },
    "GET /api/business/10/audits": {
      body: { data: [ENTRY, KEY_ENTRY], total: 2, current_page: 1, per_page: 10, last_page: 1 },
    },
    "GET /api/business/10/users": { body: { data: [], total: 0 } },
    "GET /api/business/10/config": {
      body: { data: [{ key: "timezone", value: "Asia/Kuwait" }], updated_at: null },
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe.each([
  ["en", "Monday, March 2, 2026 at 00:30"],
  ["ar", "الاثنين، 2 مارس 2026 في 00:30"],
] as const)("the audits' When column in %s", (locale, written) => {
  it("shows the entry's time in the business time zone, written out in the reader's language as its tooltip", async () => {
    renderWithAdmin(
      <ResourceContextProvider value="audits">
        <AuditList />
      </ResourceContextProvider>,
      { locale },
    );
    const row = (await screen.findAllByRole("row"))[1];
    const when = await within(row).findByText("02-03-2026 00:30");
    expect(when.tagName).toBe("TIME");
    expect(when).toHaveAttribute("datetime", ENTRY.created_at);
    expect(when).toHaveAttribute("title", written);
  });
});

describe.each([
  ["en", "API key Till 1"],
  ["ar", "مفتاح API \u200fTill 1"],
] as const)("an entry written with an API key, in %s", (locale, actor) => {
  it("names the key as who did it, not a person or the system", async () => {
    renderWithAdmin(
      <ResourceContextProvider value="audits">
        <AuditList />
      </ResourceContextProvider>,
      { locale },
    );
    const cell = await screen.findByText(actor);
    expect(cell.closest("tr")).toHaveTextContent("#23");
  });
});
