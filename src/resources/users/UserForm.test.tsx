import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ResourceContextProvider } from "react-admin";
import { GENERATED_EMAIL_DOMAIN, GENERATED_PASSWORD_LENGTH } from "../../domain/constants";
import { hasEveryCharacterClass } from "../../domain/password";
import { mockApiSignedIn, type ApiCall } from "../../test/fetchMock";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import UserCreate from "./UserCreate";
import { toUserPayload } from "./userForm";

vi.setConfig({ testTimeout: 30_000 });

const TEXT = {
  en: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    password: "Password",
    confirmation: "Password confirmation",
    submit: "Submit",
    required: "This field is required",
    phoneInvalid: "Not valid phone number",
    emailInvalid: "Please enter a valid email address",
    mismatch: "Password confirmation does not match",
    done: "Done successfully",
  },
  ar: {
    name: "الاسم",
    email: "البريد الإلكتروني",
    phone: "رقم الهاتف",
    password: "كلمة المرور",
    confirmation: "تأكيد كلمة المرور",
    submit: "إرسال",
    required: "هذا الحقل مطلوب",
    phoneInvalid: "رقم الهاتف غير صالح",
    emailInvalid: "يرجى إدخال بريد إلكتروني صالح",
    mismatch: "تأكيد كلمة المرور غير مطابق",
    done: "تم بنجاح",
  },
} as const;

let calls: ApiCall[];
beforeEach(() => {
  calls = mockApiSignedIn({
    "POST /api/users": ({ body }) => ({
      status: 201,
      body: { data: { id: 55, ...(body as object) }, existing: false },
    }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const exact = (text: string) => new RegExp(`^${text}[\\s\\u2009*]*$`);

describe.each(["en", "ar"] as const)("user form in %s", (locale) => {
  const text = TEXT[locale];
  const renderForm = async () => {
    renderWithAdmin(
      <ResourceContextProvider value="users">
        <UserCreate />
      </ResourceContextProvider>,
      { locale, initialPath: "/users/create" },
    );
    return {
      name: await screen.findByLabelText(exact(text.name)),
      email: screen.getByLabelText(exact(text.email)),
      phone: screen.getByLabelText(exact(text.phone)),
      password: screen.getByLabelText(exact(text.password)),
      confirmation: screen.getByLabelText(exact(text.confirmation)),
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

  it("says when the confirmation does not match the password", async () => {
    const form = await renderForm();
    await userEvent.type(form.name, "Huda");
    await userEvent.type(form.phone, "51234567");
    await userEvent.type(form.password, "first-password");
    await userEvent.type(form.confirmation, "other-password");
    await userEvent.click(form.submit);
    expect(await screen.findByText(text.mismatch)).toBeInTheDocument();
    expect(posted()).toHaveLength(0);
  });

  it("sends the phone in E.164 with a generated email and password, the confirmation equal to it", async () => {
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
    expect(body.password).toHaveLength(GENERATED_PASSWORD_LENGTH);
    expect(hasEveryCharacterClass(body.password)).toBe(true);
    expect(body.password_confirmation).toBe(body.password);
    expect(body).not.toHaveProperty("phone_country");
    expect(await screen.findByText(text.done)).toBeInTheDocument();
  });

  it("keeps a given email and password", async () => {
    const form = await renderForm();
    await userEvent.type(form.name, "Huda");
    await userEvent.type(form.phone, "+201001234567");
    await userEvent.type(form.email, "huda@example.com");
    await userEvent.type(form.password, "secret-pass-1");
    await userEvent.type(form.confirmation, "secret-pass-1");
    await userEvent.click(form.submit);
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0].body).toMatchObject({
      phone: "+201001234567",
      email: "huda@example.com",
      password: "secret-pass-1",
      password_confirmation: "secret-pass-1",
    });
  });
});

describe("toUserPayload", () => {
  it("keeps the current password on edit when none is typed", () => {
    const { payload, generatedPassword } = toUserPayload(
      { name: "A", phone: "+96551234567", email: "" },
      { isNew: false },
    );
    expect(generatedPassword).toBeUndefined();
    expect(payload).not.toHaveProperty("password");
    expect(payload.email).toBe(`96551234567@${GENERATED_EMAIL_DOMAIN}`);
  });

  it("reads a local number in the chosen country", () => {
    const { payload } = toUserPayload(
      { name: "A", phone: "0501234567", phone_country: "SA" },
      { isNew: true },
    );
    expect(payload.phone).toBe("+966501234567");
  });
});
