import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { emptyLocales, LocalesTabsInput, normalizeLocales } from "./LocalesTabsInput";
import { renderInForm } from "./testForm";

vi.setConfig({ testTimeout: 30_000 });

const TEXT = {
  en: { required: "Name is required", english: "English", arabic: "Arabic", name: "Name" },
  ar: { required: "الاسم مطلوب", english: "الإنجليزية", arabic: "العربية", name: "الاسم" },
} as const;

describe.each(["en", "ar"] as const)("LocalesTabsInput in %s", (locale) => {
  const text = TEXT[locale];

  it("requires only the first tab's name and marks that tab", async () => {
    const onSubmit = vi.fn();
    renderInForm(<LocalesTabsInput withDescription />, {
      locale,
      defaultValues: { locales: emptyLocales() },
      onSubmit,
    });
    const englishTab = await screen.findByRole("tab", { name: text.english });
    const arabicTab = screen.getByRole("tab", { name: text.arabic });

    // Only the Arabic name given: the English (first) name is still required.
    await userEvent.click(arabicTab);
    // Only the active tab's fields are shown.
    const visibleName = () => screen.getByRole("textbox", { name: new RegExp(`^${text.name}`) });
    await userEvent.type(visibleName(), "مشاوي");
    await userEvent.click(screen.getByRole("button", { name: "go" }));

    expect(await screen.findByText(text.required)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(englishTab).toHaveAttribute("aria-invalid", "true");
    expect(arabicTab).not.toHaveAttribute("aria-invalid");
    // The failed submit brings the tab with the error forward.
    await waitFor(() => expect(englishTab).toHaveAttribute("aria-selected", "true"));
    const firstName = visibleName();
    expect((firstName as HTMLInputElement).labels?.[0]).toHaveTextContent("*");

    await userEvent.type(firstName, "Grill");
    await userEvent.click(screen.getByRole("button", { name: "go" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].locales).toEqual([
      { locale: "en", name: "Grill", description: "" },
      { locale: "ar", name: "مشاوي", description: "" },
    ]);
  });
});

describe("LocalesTabsInput with a record", () => {
  it("puts the record's locales in tab order and fills the missing ones", async () => {
    const onSubmit = vi.fn();
    renderInForm(<LocalesTabsInput />, {
      defaultValues: {
        locales: [
          { locale: "ar", name: "قائمة" },
          { locale: "en", name: "Menu" },
        ],
      },
      onSubmit,
    });
    expect(await screen.findByDisplayValue("Menu")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "go" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].locales).toEqual([
      { locale: "en", name: "Menu", description: "" },
      { locale: "ar", name: "قائمة", description: "" },
    ]);
  });

  it("normalizes missing or partial locales", () => {
    expect(normalizeLocales(undefined)).toEqual([
      { locale: "en", name: "", description: "" },
      { locale: "ar", name: "", description: "" },
    ]);
    expect(normalizeLocales([{ locale: "ar", name: "اسم", description: null }])[1]).toEqual({
      locale: "ar",
      name: "اسم",
      description: "",
    });
  });
});
