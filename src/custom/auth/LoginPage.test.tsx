import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { reloadAt } from "../../authProvider/browser";
import { mockApi } from "../../test/fetchMock";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { buildUser } from "../../test/users";
import { prefetchSignedInStart } from "../preloadAfterLogin";
import { LoginPage } from "./LoginPage";

// Full react-admin pages render slowly in jsdom, more so on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

vi.mock("../../authProvider/browser", () => ({ reloadAt: vi.fn() }));
// The chunks of the signed-in start (the shell, the Overview, the orders list): watched, not loaded here.
vi.mock("../preloadAfterLogin", () => ({ preloadAfterLogin: vi.fn(), prefetchSignedInStart: vi.fn() }));

const TEXT = {
  en: {
    email: "Email",
    password: "Password",
    login: "Login",
    required: "This field is required",
    invalidEmail: "Please enter a valid email address",
    minPassword: "Minimum length 8 characters required",
    loginError: "Error login credentials",
    eye: "Press and hold to show the password",
  },
  ar: {
    email: "البريد الإلكتروني",
    password: "كلمة المرور",
    login: "دخول",
    required: "هذا الحقل مطلوب",
    invalidEmail: "يرجى إدخال بريد إلكتروني صالح",
    minPassword: "الحد الأدنى للطول 8 أحرف",
    loginError: "خطأ في بيانات تسجيل الدخول",
    eye: "اضغط مع الاستمرار لإظهار كلمة المرور",
  },
} as const;

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(reloadAt).mockClear();
  vi.mocked(prefetchSignedInStart).mockClear();
});

describe.each(["en", "ar"] as const)("LoginPage in %s", (locale) => {
  const text = TEXT[locale];
  const renderLogin = async () => {
    renderWithAdmin(<LoginPage />, { locale });
    return {
      email: await screen.findByLabelText(new RegExp(`^${text.email}`)),
      password: screen.getByLabelText(new RegExp(`^${text.password}`)),
      submit: screen.getByRole("button", { name: text.login }),
    };
  };

  it("requires both fields and marks them with a star", async () => {
    const { email, password, submit } = await renderLogin();
    expect((email as HTMLInputElement).labels?.[0]).toHaveTextContent("*");
    expect((password as HTMLInputElement).labels?.[0]).toHaveTextContent("*");
    await userEvent.click(submit);
    expect(await screen.findAllByText(text.required)).toHaveLength(2);
  });

  it("asks for a valid email and a password of at least 8 characters", async () => {
    const { email, password, submit } = await renderLogin();
    await userEvent.type(email, "not-an-email");
    await userEvent.type(password, "short");
    await userEvent.click(submit);
    expect(await screen.findByText(text.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(text.minPassword)).toBeInTheDocument();
  });

  it("warns when the credentials are refused", async () => {
    mockApi({
      "POST /api/auth/login": { status: 422, body: { message: "Bad", errors: { email: ["Bad"] } } },
    });
    const { email, password, submit } = await renderLogin();
    await userEvent.type(email, "owner@example.com");
    await userEvent.type(password, "wrong-password");
    await userEvent.click(submit);
    expect(await screen.findByText(text.loginError)).toBeInTheDocument();
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("reveals the password only while the eye is held", async () => {
    const { password } = await renderLogin();
    const eye = screen.getByRole("button", { name: text.eye });
    expect(password).toHaveAttribute("type", "password");
    fireEvent.pointerDown(eye);
    expect(password).toHaveAttribute("type", "text");
    fireEvent.pointerUp(eye);
    expect(password).toHaveAttribute("type", "password");
    fireEvent.pointerDown(eye);
    fireEvent.pointerLeave(eye);
    expect(password).toHaveAttribute("type", "password");
    fireEvent.keyDown(eye, { key: " " });
    expect(password).toHaveAttribute("type", "text");
    fireEvent.keyUp(eye, { key: " " });
    expect(password).toHaveAttribute("type", "password");
  });
});

describe("LoginPage session", () => {
  const fillAndSubmit = async () => {
    renderWithAdmin(<LoginPage />);
    await userEvent.type(await screen.findByLabelText(/^Email/), "owner@example.com");
    await userEvent.type(screen.getByLabelText(/^Password/), "owner1234");
    await userEvent.click(screen.getByRole("button", { name: "Login" }));
  };

  it("stores the token and the user, then reloads at the root", async () => {
    const user = buildUser();
    const calls = mockApi({ "POST /api/auth/login": { body: { token: "secret-token", user } } });
    await fillAndSubmit();
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith("/"));
    expect(calls[0].body).toEqual({ email: "owner@example.com", password: "owner1234", dashboard: true });
    expect(calls[0].headers.get("app-name")).toBe("dashboard");
    expect(calls[0].headers.get("system")).toBe("web");
    expect(calls[0].headers.get("locale")).toBe("en");
    expect(localStorage.getItem("token")).toBe("secret-token");
    expect(JSON.parse(localStorage.getItem("user")!)).toEqual(user);
    expect(localStorage.getItem("is_business_owner")).toBe("true");
  });

  it("fetches what the signed-in start needs while the user types, before any click", async () => {
    const calls = mockApi({});
    renderWithAdmin(<LoginPage />);
    await screen.findByLabelText(/^Email/);
    await waitFor(() => expect(prefetchSignedInStart).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(0);
  });

  it("does not start a session when the answer holds no token", async () => {
    mockApi({ "POST /api/auth/login": { body: { user: buildUser() } } });
    await fillAndSubmit();
    expect(await screen.findByText("Error login credentials")).toBeInTheDocument();
    expect(localStorage.getItem("token")).toBeNull();
    expect(reloadAt).not.toHaveBeenCalled();
  });

  it("disables Submit while the request runs", async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    mockApi({ "POST /api/auth/login": () => new Promise((resolve) => (answer = resolve)) });
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByRole("button", { name: "Login" })).toBeDisabled());
    answer({ body: {} });
    await waitFor(() => expect(screen.getByRole("button", { name: "Login" })).toBeEnabled());
  });
});
