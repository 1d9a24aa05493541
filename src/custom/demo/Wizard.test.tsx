import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { WizardFormDemo } from "./FormsPages";
import { demoRoutes, DEMO_PAGES } from "./demoRoutes";

vi.setConfig({ testTimeout: 30_000 });

describe.each([
  [
    "en",
    {
      next: "Next",
      back: "Back",
      finish: "Finish",
      name: "Name",
      accept: "I accept the terms",
      required: "This field is required",
      about: "About you",
    },
  ],
  [
    "ar",
    {
      next: "التالي",
      back: "رجوع",
      finish: "إنهاء",
      name: "الاسم",
      accept: "أوافق على الشروط",
      required: "هذا الحقل مطلوب",
      about: "معلومات عنك",
    },
  ],
] as const)("wizard demo in %s", (locale, text) => {
  it("leaves a step forward only when its check passes, revisits visited steps and signals completion", async () => {
    renderWithAdmin(<WizardFormDemo />, { locale });
    const next = await screen.findByRole("button", { name: text.next });
    await userEvent.click(next);
    expect(await screen.findByText(text.required)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(text.name), "Huda");
    await userEvent.click(next);
    expect(await screen.findByLabelText(text.accept)).toBeInTheDocument();
    // Step 2 needs the terms accepted.
    await userEvent.click(screen.getByRole("button", { name: text.next }));
    expect(screen.getByLabelText(text.accept)).toBeInTheDocument();
    // A visited step opens again from the step bar.
    await userEvent.click(screen.getByRole("button", { name: text.about }));
    expect(screen.getByLabelText(text.name)).toHaveValue("Huda");
    await userEvent.click(screen.getByRole("button", { name: text.next }));
    await userEvent.click(screen.getByLabelText(text.accept));
    await userEvent.click(screen.getByRole("button", { name: text.next }));
    await userEvent.click(await screen.findByRole("button", { name: text.finish }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Huda");
  });
});

describe("demo routes", () => {
  it("cover every demo address of SPEC §2", () => {
    const paths = demoRoutes.map((route) => route.props.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        ...["buttons", "grid-system", "panels", "sweet-alert", "notifications", "icons", "typography"].map(
          (p) => `/components/${p}`,
        ),
        ...["regular", "extended", "validation", "wizard"].map((p) => `/forms/${p}`),
        ...["regular", "extended", "paginated"].map((p) => `/table-list/${p}`),
        ...["google", "full-screen", "vector-map"].map((p) => `/maps/${p}`),
        "/pages/user",
        "/pages/timeline",
        "/calendar",
        "/charts",
        "/admin/widgets",
      ]),
    );
    expect(Object.keys(DEMO_PAGES)).toHaveLength(16);
  });
});
