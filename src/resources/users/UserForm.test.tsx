import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ResourceContextProvider } from "react-admin";
import { GENERATED_EMAIL_DOMAIN } from "../../domain/constants";
import { mockApiSignedIn, type ApiCall } from "../../test/fetchMock";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { CreatedAccountDialog } from "./CreatedAccountDialog";
import { dismissCreatedAccount } from "./createdAccount";
import UserCreate from "./UserCreate";
import { toUserPayload } from "./userForm";

vi.setConfig({ testTimeout: 30_000 });

const TEXT = {
  en: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    invitation: "The person gets an invitation and chooses their own password.",
    submit: "Submit",
    required: "This field is required",
    phoneInvalid: "Not valid phone number",
    emailInvalid: "Please enter a valid email address",
    done: "Done successfully",
    linkIntro: "Give Huda this invitation link for 96551234567@",
    copy: "Copy link",
  },
  ar: {
    name: "الاسم",
    email: "البريد الإلكتروني",
    phone: "رقم الهاتف",
    invitation: "يتلقى الشخص دعوة ويختار كلمة المرور الخاصة به",
    submit: "إرسال",
    required: "هذا الحقل مطلوب",
    phoneInvalid: "رقم الهاتف غير صالح",
    emailInvalid: "يرجى إدخال بريد إلكتروني صالح",
    done: "تم بنجاح",
    linkIntro: "سلّم Huda رابط الدعوة هذا الخاص بـ 96551234567@",
    copy: "نسخ الرابط",
  },
} as const;

const LINK = "http://localhost/set-password#token=abc123";
let calls: ApiCall[];
beforeEach(() => {
  calls = mockApiSignedIn({
    // The same answer whether the e-mail had an account or not: no id, and the link to hand over.
    "POST /api/users": ({ body }) => ({
      status: 202,
      body: {
        data: { invited: true, email: (body as { email: string }).email, delivery: "link", link: LINK },
      },
    }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  dismissCreatedAccount();
});

const exact = (text: string) => new RegExp(`^${text}[\\s\\u2009*]*$`);

describe.each(["en", "ar"] as const)("user form in %s", (locale) => {
  const text = TEXT[locale];
  const renderForm = async () => {
    renderWithAdmin(
      <ResourceContextProvider value="users">
        <UserCreate />
        <CreatedAccountDialog />
      </ResourceContextProvider>,
      { locale, initialPath: "/users/create" },
    );
    return {
      name: await screen.findByLabelText(exact(text.name)),
      email: screen.getByLabelText(exact(text.email)),
      phone: screen.getByLabelText(exact(text.phone)),
      submit: screen.getByRole("button", { name: text.submit }),
    };
  };
  const posted = () => calls.filter((call) => call.method === "POST" && call.path === "/api/users");

  it("requires the name and the phone, each marked with a star, and leaves the email optional", async () => {
    const form = await renderForm();
    expect((form.name as HTMLInputElement).labels?.[0]).toHaveTextContent("*");
    expect((form.phone as HTMLInputElement).labels?.[0]).toHaveTextContent("*");
    expect((form.email as HTMLInputElement).labels?.[0]).not.toHaveTextContent("*");
    await userEvent.click(form.submit);
    expect(await screen.findAllByText(text.required)).toHaveLength(2);
    expect(posted()).toHaveLength(0);
  });

  it("refuses an invalid phone and an invalid email", async () => {
    const form = await renderForm();
    await userEvent.type(form.name, "Huda");
    await userEvent.type(form.phone, "12345");
    await userEvent.type(form.email, "huda@");
    await userEvent.click(form.submit);
    expect(await screen.findByText(text.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByText(text.emailInvalid)).toBeInTheDocument();
    expect(posted()).toHaveLength(0);
  });

  it("asks for no password: the person chooses their own through the invitation", async () => {
    await renderForm();
    expect(screen.getByText(new RegExp(text.invitation))).toBeInTheDocument();
    expect(document.querySelector('input[type="password"]')).toBeNull();
  });

  it("sends the phone in E.164 with a generated email and no password, then shows the link to hand over", async () => {
    const form = await renderForm();
    await userEvent.type(form.name, " Huda ");
    await userEvent.type(form.phone, "5123 4567");
    await userEvent.click(form.submit);
    await waitFor(() => expect(posted()).toHaveLength(1));
    const body = posted()[0].body as Record<string, string>;
    expect(body).toMatchObject({
      business_id: 10,
      name: "Huda",
      phone: "+96551234567",
      email: `96551234567@${GENERATED_EMAIL_DOMAIN}`,
    });
    expect(body).not.toHaveProperty("password");
    expect(body).not.toHaveProperty("password_confirmation");
    expect(body).not.toHaveProperty("phone_country");
    expect(await screen.findByText(text.done)).toBeInTheDocument();
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent(text.linkIntro);
    expect(screen.getByTestId("invitation-link")).toHaveTextContent(LINK);
    expect(screen.getByRole("button", { name: text.copy })).toBeInTheDocument();
  });

  it("keeps a given email", async () => {
    const form = await renderForm();
    await userEvent.type(form.name, "Huda");
    await userEvent.type(form.phone, "+201001234567");
    await userEvent.type(form.email, "huda@example.com");
    await userEvent.click(form.submit);
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0].body).toMatchObject({ phone: "+201001234567", email: "huda@example.com" });
  });
});

describe("toUserPayload", () => {
  it("keeps the current password on edit when none is typed, and sends a typed one with its confirmation", () => {
    const payload = toUserPayload({ name: "A", phone: "+96551234567", email: "" }, { isNew: false });
    expect(payload).not.toHaveProperty("password");
    expect(payload.email).toBe(`96551234567@${GENERATED_EMAIL_DOMAIN}`);
    const typed = toUserPayload(
      { name: "A", phone: "+96551234567", password: "secret-pass-1" },
      { isNew: false },
    );
    expect(typed).toMatchObject({ password: "secret-pass-1", password_confirmation: "secret-pass-1" });
  });

  it("never sends a password when adding someone", () => {
    const payload = toUserPayload(
      { name: "A", phone: "+96551234567", password: "chosen-1234" },
      { isNew: true },
    );
    expect(payload).not.toHaveProperty("password");
  });

  it("reads a local number in the chosen country", () => {
    const payload = toUserPayload({ name: "A", phone: "0501234567", phone_country: "SA" }, { isNew: true });
    expect(payload.phone).toBe("+966501234567");
  });
});
