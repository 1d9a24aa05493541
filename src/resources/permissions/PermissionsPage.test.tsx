import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockApi, type ApiCall } from "../../test/fetchMock";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { signInAs } from "../../test/users";
import { PermissionsPage } from "./PermissionsPage";

vi.setConfig({ testTimeout: 30_000 });

const option = (id: string, en: string, ar: string) => ({
  id,
  name: en,
  locales: [
    { locale: "en", name: en },
    { locale: "ar", name: ar },
  ],
});
const BASE = "/api/business/10/branches/100/permissions";

let calls: ApiCall[];
beforeEach(() => {
  localStorage.clear();
  signInAs();
  calls = mockApi({
    "GET /api/business/10/users": {
      body: { data: [{ id: 5, name: "Sam Staff", email: "staff@example.com" }], total: 1 },
    },
    [`GET ${BASE}/services`]: {
      body: { data: [option("orders", "Orders", "الطلبات"), option("users", "Users", "المستخدمون")] },
    },
    [`GET ${BASE}/actions`]: {
      body: { data: [option("read", "Read", "قراءة"), option("update", "Update", "تعديل")] },
    },
    [`GET ${BASE}/user/5`]: { body: { data: ["branch.100.orders.read"] } },
    [`POST ${BASE}/user/5/set`]: ({ body }) => ({
      body: { data: (body as { permissions: string[] }).permissions },
    }),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe.each([
  ["en", "Staff user", "Orders: Read", "Orders: Update", "Users: Read", "Save", "Updated successfully"],
  ["ar", "الموظف", "قراءة في الطلبات", "تعديل في الطلبات", "قراءة في المستخدمون", "حفظ", "تم التحديث بنجاح"],
] as const)(
  "permissions editor in %s",
  (locale, userLabel, ordersRead, ordersUpdate, usersRead, save, updated) => {
    it("shows what the staff user holds, toggles cells and saves the whole set, then announces it", async () => {
      const announced = vi.fn();
      window.addEventListener("permissionsUpdated", announced);
      renderWithAdmin(<PermissionsPage />, { locale });
      await userEvent.click(await screen.findByRole("combobox", { name: userLabel }));
      await userEvent.click(await screen.findByRole("option", { name: /Sam Staff/ }));

      const held = await screen.findByRole("checkbox", { name: ordersRead });
      expect(held).toBeChecked();
      expect(screen.getByRole("checkbox", { name: ordersUpdate })).not.toBeChecked();
      await userEvent.click(screen.getByRole("checkbox", { name: ordersUpdate }));
      await userEvent.click(screen.getByRole("checkbox", { name: usersRead }));
      await userEvent.click(held);
      await userEvent.click(screen.getByRole("button", { name: save }));

      await waitFor(() =>
        expect(calls.find((call) => call.method === "POST")?.body).toEqual({
          permissions: ["branch.100.orders.update", "branch.100.users.read"],
        }),
      );
      expect(await screen.findByText(updated)).toBeInTheDocument();
      expect(announced).toHaveBeenCalledTimes(1);
      window.removeEventListener("permissionsUpdated", announced);
    });
  },
);
