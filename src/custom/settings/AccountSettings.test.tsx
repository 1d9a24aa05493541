import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { storeUser } from "../../authProvider/session";
import { mockApi, type ApiCall } from "../../test/fetchMock";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { buildUser } from "../../test/users";
import { AccountSettings } from "./AccountSettings";

vi.setConfig({ testTimeout: 30_000 });

const TEXT = {
  en: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    password: "Password",
    confirmation: "Password confirmation",
    submit: "Submit",
    nameRequired: "Please enter the name",
    emailRequired: "Please enter the email",
    emailInvalid: "Please enter a valid email address",
    phoneRequired: "Please enter the phone",
    passwordMin: "Password must be at least 8 characters",
    mismatch: "Password & Confirmation are not matched!",
    updated: "Updated successfully",
  },
  ar: {
    name: "الاسم",
    email: "البريد الإلكتروني",
    phone: "الهاتف",
    password: "كلمة المرور",
    confirmation: "تأكيد كلمة المرور",
    submit: "إرسال",
    nameRequired: "الرجاء إدخال الاسم",
    emailRequired: "الرجاء إدخال البريد الإلكتروني",
    emailInvalid: "الرجاء إدخال بريد إلكتروني صالح",
    phoneRequired: "الرجاء إدخال الهاتف",
    passwordMin: "يجب أن تتكون كلمة المرور من 8 أحرف على الأقل",
    mismatch: "كلمة المرور والتأكيد غير متطابقين!",
    updated: "تم التحديث بنجاح",
  },
} as const;

let calls: ApiCall[];
beforeEach(() => {
  localStorage.setItem("token", "t0ken");
  storeUser(buildUser());
  const profile = {
    id: 1,
    name: "Mona Owner",
    email: "owner@example.com",
    phone: "+96550000000",
    media: null,
    email_verified: true,
    updated_at: "2026-01-01",
  };
  calls = mockApi({
    "GET /api/users/profile": { body: { data: profile } },
    "POST /api/users/profile": { body: { data: profile } },
    "GET /api/users/1/settings": {
      body: { data: [{ key: "ReceiveOrderNotifications", data: true }], updated_at: null },
    },
    "POST /api/users/1/settings/set": {
      body: { data: [{ key: "ReceiveOrderNotifications", data: true }], updated_at: "2026-01-02" },
    },
    "GET /api/users/info": { body: { data: buildUser() } },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

describe.each(["en", "ar"] as const)("account form in %s", (locale) => {
  const text = TEXT[locale];

  it("shows the SPEC §5 messages", async () => {
    renderWithAdmin(<AccountSettings />, { locale });
    const name = await screen.findByLabelText(new RegExp(`^${text.name}`));
    const user = userEvent.setup();
    await user.clear(name);
    await user.clear(field(text.email));
    await user.clear(field(text.phone));
    await user.type(
      screen.getByLabelText(new RegExp(`^${text.password}`), { selector: "input[name=password]" }),
      "short",
    );
    await user.type(screen.getByLabelText(new RegExp(`^${text.confirmation}`)), "other");
    await user.click(screen.getByRole("button", { name: text.submit }));
    expect(await screen.findByText(text.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(text.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(text.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(text.passwordMin)).toBeInTheDocument();
    expect(screen.getByText(text.mismatch)).toBeInTheDocument();
    await user.type(field(text.email), "not-an-email");
    await user.click(screen.getByRole("button", { name: text.submit }));
    expect(await screen.findByText(text.emailInvalid)).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("omits both password fields when they are empty", async () => {
    renderWithAdmin(<AccountSettings />, { locale });
    const name = await screen.findByLabelText(new RegExp(`^${text.name}`));
    const user = userEvent.setup();
    await user.type(name, " Q");
    await user.click(screen.getByRole("button", { name: text.submit }));
    expect(await screen.findByText(text.updated)).toBeInTheDocument();
    const saved = calls.find((call) => call.method === "POST" && call.path === "/api/users/profile");
    expect(saved?.body).toEqual({ name: "Mona Owner Q", email: "owner@example.com", phone: "+96550000000" });
    const preferences = calls.find((call) => call.path === "/api/users/1/settings/set");
    expect(preferences?.body).toEqual({
      settings: [{ key: "ReceiveOrderNotifications", data: true }],
      updated_at: null,
    });
  });

  it("changes the password of an account that has no phone without asking for one", async () => {
    const withoutPhone = { id: 1, name: "Mona Owner", email: "owner@example.com", phone: null, media: null };
    calls = mockApi({
      "GET /api/users/profile": { body: { data: { ...withoutPhone, updated_at: "2026-01-01" } } },
      "POST /api/users/profile": { body: { data: { ...withoutPhone, updated_at: "2026-01-02" } } },
      "GET /api/users/1/settings": { body: { data: [], updated_at: null } },
      "POST /api/users/1/settings/set": { body: { data: [], updated_at: "2026-01-02" } },
      "GET /api/users/info": { body: { data: buildUser() } },
    });
    renderWithAdmin(<AccountSettings />, { locale });
    await screen.findByLabelText(new RegExp(`^${text.name}`));
    const user = userEvent.setup();
    await user.type(
      screen.getByLabelText(new RegExp(`^${text.password}`), { selector: "input[name=password]" }),
      "new-pass-1",
    );
    await user.type(screen.getByLabelText(new RegExp(`^${text.confirmation}`)), "new-pass-1");
    await user.click(screen.getByRole("button", { name: text.submit }));
    expect(await screen.findByText(text.updated)).toBeInTheDocument();
    expect(screen.queryByText(text.phoneRequired)).not.toBeInTheDocument();
    const saved = calls.find((call) => call.method === "POST" && call.path === "/api/users/profile");
    expect(saved?.body).toMatchObject({
      phone: "",
      password: "new-pass-1",
      password_confirmation: "new-pass-1",
    });
  });
});
