import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { reloadAt } from "../../authProvider/browser";
import { mockApi, type ApiCall } from "../../test/fetchMock";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { buildUser } from "../../test/users";
import type { RegisterProgress } from "./register/useRegisterProgress";
import { RegisterPage } from "./RegisterPage";

// Full react-admin pages render slowly in jsdom, more so on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

vi.mock("../../authProvider/browser", () => ({ reloadAt: vi.fn() }));

const TEXT = {
  en: {
    email: "Email",
    sendCode: "Send code",
    code: "Verification code",
    verifyCode: "Verify code",
    back: "Back",
    register: "Register",
    name: "Your name",
    businessName: "Business name",
    password: "Password",
    confirmation: "Password confirmation",
    terms: "I agree to the terms & conditions",
    required: "This field is required",
    invalidEmail: "Please enter a valid email address",
    minCode: "Minimum length 6 characters required",
    nameRequired: "Your name is required",
    businessTypeRequired: "Select business please",
    businessNameRequired: "Business Name  is required",
    minBusinessName: "Minimum length 5 characters required",
    passwordRequired: "Password is required",
    minPassword: "Minimum length 8 characters required",
    mismatch: "Password confirmation does not match",
    termsRequired: "Please agree our terms & conditions",
  },
  ar: {
    email: "البريد الإلكتروني",
    sendCode: "إرسال الرمز",
    code: "رمز التحقق",
    verifyCode: "تحقق من الرمز",
    back: "رجوع",
    register: "تسجيل",
    name: "اسمك",
    businessName: "اسم النشاط التجاري",
    password: "كلمة المرور",
    confirmation: "تأكيد كلمة المرور",
    terms: "أوافق على الشروط والأحكام",
    required: "هذا الحقل مطلوب",
    invalidEmail: "يرجى إدخال بريد إلكتروني صالح",
    minCode: "الحد الأدنى للطول 6 أحرف",
    nameRequired: "اسمك مطلوب",
    businessTypeRequired: "يرجى اختيار نوع النشاط",
    businessNameRequired: "اسم النشاط التجاري مطلوب",
    minBusinessName: "الحد الأدنى للطول 5 أحرف",
    passwordRequired: "كلمة المرور مطلوبة",
    minPassword: "الحد الأدنى للطول 8 أحرف",
    mismatch: "تأكيد كلمة المرور غير مطابق",
    termsRequired: "يرجى الموافقة على الشروط والأحكام",
  },
} as const;

const EMAIL = "new.owner@example.com";
const businessTypes = (call: ApiCall) => ({
  body: {
    data:
      call.headers.get("locale") === "ar"
        ? [{ id: "restaurant", name: "مطعم" }]
        : [{ id: "restaurant", name: "Restaurant" }],
  },
});

/** Opens the wizard directly at a step, as a user coming back to it in the same tab would. */
const startAt = (progress: RegisterProgress) =>
  sessionStorage.setItem("registerProgress", JSON.stringify(progress));
// A label is its text, then a star when the field is required.
const labelled = (label: string) => new RegExp(`^${label}\\s*\\*?$`);
const field = (label: string) => screen.getByLabelText(labelled(label));
const button = (name: string) => screen.getByRole("button", { name });
const bodyText = () => document.body.textContent ?? "";

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  mockApi({ "GET /api/business-types": businessTypes });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(reloadAt).mockClear();
});

describe.each(["en", "ar"] as const)("RegisterPage in %s", (locale) => {
  const text = TEXT[locale];

  it("step 1 requires a valid email and has no back button", async () => {
    renderWithAdmin(<RegisterPage />, { locale });
    await userEvent.click(await screen.findByRole("button", { name: text.sendCode }));
    expect(await screen.findByText(text.required)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: text.back })).toBeNull();
    await userEvent.type(field(text.email), "nope");
    await userEvent.click(button(text.sendCode));
    expect(await screen.findByText(text.invalidEmail)).toBeInTheDocument();
  });

  it("step 2 requires a code of at least 6 characters", async () => {
    startAt({ step: 2, email: EMAIL, code: "" });
    renderWithAdmin(<RegisterPage />, { locale });
    await userEvent.click(await screen.findByRole("button", { name: text.verifyCode }));
    expect(await screen.findByText(text.required)).toBeInTheDocument();
    await userEvent.type(field(text.code), "123");
    await userEvent.click(button(text.verifyCode));
    expect(await screen.findByText(text.minCode)).toBeInTheDocument();
  });

  it("step 3 shows every details message", async () => {
    startAt({ step: 3, email: EMAIL, code: "123456" });
    renderWithAdmin(<RegisterPage />, { locale });
    await userEvent.click(await screen.findByRole("button", { name: text.register }));
    expect(await screen.findByText(text.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(text.businessTypeRequired)).toBeInTheDocument();
    expect(bodyText()).toContain(text.businessNameRequired);
    expect(screen.getByText(text.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(text.termsRequired)).toBeInTheDocument();

    await userEvent.type(field(text.businessName), "abc");
    await userEvent.type(field(text.password), "short");
    await userEvent.type(field(text.confirmation), "other");
    await userEvent.click(button(text.register));
    expect(await screen.findByText(text.minBusinessName)).toBeInTheDocument();
    expect(screen.getByText(text.minPassword)).toBeInTheDocument();
    expect(screen.getByText(text.mismatch)).toBeInTheDocument();
  });
});

describe("RegisterPage steps", () => {
  it("sends the code, then goes back from step 2 to an empty step 1", async () => {
    const calls = mockApi({ "POST /api/auth/send-code": { body: { message: "Code sent." } } });
    renderWithAdmin(<RegisterPage />);
    await userEvent.type(await screen.findByLabelText(labelled("Email")), EMAIL);
    await userEvent.click(button("Send code"));
    expect(await screen.findByRole("button", { name: "Verify code" })).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      method: "POST",
      path: "/api/auth/send-code",
      body: { email: EMAIL },
    });
    expect(screen.getByText(`Enter the code we sent to ${EMAIL}.`)).toBeInTheDocument();

    await userEvent.click(button("Back"));
    expect(await screen.findByRole("button", { name: "Send code" })).toBeInTheDocument();
    expect(field("Email")).toHaveValue("");
  });

  it("shows the server's message when the code is refused", async () => {
    startAt({ step: 2, email: EMAIL, code: "" });
    mockApi({
      "POST /api/auth/validate-code": {
        status: 422,
        body: { message: "The code is not correct.", errors: { code: ["The code is not correct."] } },
      },
    });
    renderWithAdmin(<RegisterPage />);
    await userEvent.type(await screen.findByLabelText(labelled("Verification code")), "654321");
    await userEvent.click(button("Verify code"));
    expect(await screen.findAllByText("The code is not correct.")).not.toHaveLength(0);
    expect(screen.getByRole("button", { name: "Verify code" })).toBeInTheDocument();
  });

  it("validates the code, then goes back from step 3 to step 2 keeping the email", async () => {
    startAt({ step: 2, email: EMAIL, code: "" });
    const calls = mockApi({
      "POST /api/auth/validate-code": { body: { message: "The code is correct." } },
      "GET /api/business-types": businessTypes,
    });
    renderWithAdmin(<RegisterPage />);
    await userEvent.type(await screen.findByLabelText(labelled("Verification code")), "123456");
    await userEvent.click(button("Verify code"));
    expect(await screen.findByRole("button", { name: "Register" })).toBeInTheDocument();
    expect(calls[0].body).toEqual({ email: EMAIL, code: "123456" });

    await userEvent.click(button("Back"));
    expect(await screen.findByRole("button", { name: "Verify code" })).toBeInTheDocument();
    expect(screen.getByText(`Enter the code we sent to ${EMAIL}.`)).toBeInTheDocument();
  });
});

describe("RegisterPage details", () => {
  const fillDetails = async () => {
    await userEvent.type(await screen.findByLabelText(labelled("Your name")), "Nadia");
    await userEvent.click(screen.getByRole("combobox", { name: /Business type/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Restaurant" }));
    await userEvent.type(field("Business name"), "Nadia Kitchen");
    await userEvent.type(field("Password"), "secret-pass");
    await userEvent.type(field("Password confirmation"), "secret-pass");
    await userEvent.click(screen.getByRole("checkbox", { name: "I agree to the terms & conditions" }));
    await userEvent.click(button("Register"));
  };

  it("registers and starts the session like a login", async () => {
    startAt({ step: 3, email: EMAIL, code: "123456" });
    const user = buildUser({ name: "Nadia" });
    const calls = mockApi({
      "GET /api/business-types": businessTypes,
      "POST /api/auth/register": { status: 201, body: { token: "new-token", user } },
    });
    renderWithAdmin(<RegisterPage />);
    await fillDetails();
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith("/"));
    expect(calls.find((call) => call.path === "/api/auth/register")?.body).toEqual({
      name: "Nadia",
      businessType: "restaurant",
      businessName: "Nadia Kitchen",
      email: EMAIL,
      password: "secret-pass",
      password_confirmation: "secret-pass",
      acceptTerms: true,
      code: "123456",
      // The device's own zone, unless the person picked another.
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(localStorage.getItem("token")).toBe("new-token");
    expect(sessionStorage.getItem("registerProgress")).toBeNull();
  });

  it("shows the server's field errors", async () => {
    startAt({ step: 3, email: EMAIL, code: "123456" });
    mockApi({
      "GET /api/business-types": businessTypes,
      "POST /api/auth/register": {
        status: 422,
        body: { message: "Invalid data", errors: { businessName: ["That business name is taken."] } },
      },
    });
    renderWithAdmin(<RegisterPage />);
    await fillDetails();
    // Once as the error toast of the generic handler, once under the field.
    await waitFor(() => expect(screen.getAllByText("That business name is taken.")).toHaveLength(2));
    expect(within(field("Business name").closest(".ra-input")!).getByText(/taken/)).toBeInTheDocument();
    expect(localStorage.getItem("token")).toBeNull();
    expect(button("Register")).toBeEnabled();
  });
});
