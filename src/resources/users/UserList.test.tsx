import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ResourceContextProvider } from "react-admin";
import { mockApiSignedIn } from "../../test/fetchMock";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { dismissCreatedAccount } from "./createdAccount";
import UserListWithCreatedAccount from "./UserListWithCreatedAccount";

vi.setConfig({ testTimeout: 30_000 });

const MEMBER = {
  id: 3,
  name: "Noura",
  email: "noura@example.com",
  phone: "+96550000002",
  role: "staff",
  status: "active",
  created_at: "2026-11-01T10:00:00.000Z",
};
// What the list shows of an invitation: what the inviter typed, never the account behind it.
const INVITED = {
  id: "invitation-12",
  invitation_id: 12,
  name: "Huda",
  email: "huda@example.com",
  phone: "+96551234567",
  media: null,
  email_verified: false,
  role: "staff",
  status: "invited",
  created_at: "2026-11-02T10:00:00.000Z",
};
const LINK = "http://localhost/set-password#token=new-token";

afterEach(() => {
  vi.unstubAllGlobals();
  dismissCreatedAccount();
});

const openList = (locale: "en" | "ar" = "en") => {
  const calls = mockApiSignedIn({
    "GET /api/business/10/users": { body: { data: [MEMBER, INVITED], total: 2 } },
    "POST /api/business/10/invitations/12/resend": {
      body: { data: { invited: true, email: "huda@example.com", delivery: "link", link: LINK } },
    },
    "POST /api/business/10/invitations/12/cancel": { body: { data: { id: 12 } } },
  });
  renderWithAdmin(
    <ResourceContextProvider value="users">
      <UserListWithCreatedAccount />
    </ResourceContextProvider>,
    { locale, initialPath: "/users" },
  );
  return calls;
};
const rowOf = async (name: string) => (await screen.findByText(name)).closest("tr")!;

describe("the users list", () => {
  it("shows a pending invitation as invited, with Resend (a new link to copy) and Cancel instead of delete", async () => {
    const calls = openList();
    const invited = await rowOf("Huda");
    expect(within(invited).getByText("Invited")).toBeInTheDocument();
    expect(within(await rowOf("Noura")).queryByText("Invited")).toBeNull();
    expect(within(invited).queryByRole("button", { name: "Delete" })).toBeNull();
    // An invitation is never selected for a bulk delete of accounts.
    expect(within(invited).getByRole("checkbox")).toBeDisabled();

    await userEvent.click(within(invited).getByRole("button", { name: "Resend" }));
    expect(await screen.findByTestId("invitation-link")).toHaveTextContent(LINK);
    await userEvent.click(screen.getByRole("button", { name: "Done" }));

    await userEvent.click(within(await rowOf("Huda")).getByRole("button", { name: "Cancel invitation" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("The link sent to huda@example.com will stop working.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel invitation" }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === "/api/business/10/invitations/12/cancel")).toBe(true),
    );
    expect(await screen.findByText("Invitation canceled")).toBeInTheDocument();
  });

  it("names the status and the actions in Arabic", async () => {
    openList("ar");
    const invited = await rowOf("Huda");
    expect(within(invited).getByText("مدعو")).toBeInTheDocument();
    expect(within(invited).getByRole("button", { name: "إعادة الإرسال" })).toBeInTheDocument();
    expect(within(invited).getByRole("button", { name: "إلغاء الدعوة" })).toBeInTheDocument();
  });
});
