import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { CacheProvider } from "@emotion/react";
import { AdminContext, Form, memoryStore, TextInput } from "react-admin";
import type { Locale } from "../domain/constants";
import { emptyLocales, LocalesTabsInput } from "../resources/shared/LocalesTabsInput";
import { rtlCache } from "./arabic";
import { applyDocumentDirection, buildTheme, directionOf, emotionCacheFor, setRtlCache } from "./direction";
import { createI18nProvider, provideCatalogue } from "./index";
import { arabicCatalogue } from "./arabic";
import { englishCatalogue } from "./english";
import { isLatinInput } from "./inputDirection";

provideCatalogue("en", englishCatalogue);
provideCatalogue("ar", arabicCatalogue);
setRtlCache(rtlCache);
afterEach(() => applyDocumentDirection("en"));

/** A form as the app draws it in a language: its theme, its style cache and `<html dir>`. */
function renderForm(locale: Locale) {
  applyDocumentDirection(locale);
  const direction = directionOf(locale);
  render(
    <CacheProvider value={emotionCacheFor(direction)}>
      <AdminContext
        i18nProvider={createI18nProvider(locale)}
        theme={buildTheme(direction)}
        store={memoryStore()}
      >
        <Form defaultValues={{ locales: emptyLocales() }}>
          <LocalesTabsInput />
          <TextInput source="email" label="E-mail" />
          <TextInput source="customer.phone" label="Phone" />
          <TextInput source="slug" label="Slug" />
          <TextInput source="code" label="Code" />
          <TextInput source="ReservationStatusColors.Pending" label="Colour" />
          <TextInput source="password" label="Password" type="password" />
          <TextInput source="notes" label="Notes" />
          <TextInput source="terms" label="Terms" multiline />
          <TextInput
            source="description"
            label="Description"
            multiline
            rows={3}
            slotProps={{ input: { inputComponent: "textarea" } }}
          />
        </Form>
      </AdminContext>
    </CacheProvider>,
  );
}

const input = (name: string) => document.querySelector<HTMLElement>(`[name="${name}"]`)!;
const directionOfInput = (name: string) => getComputedStyle(input(name)).direction;

// Rendering a whole form in jsdom takes seconds on a busy machine: a timeout is not what this file tests.
vi.setConfig({ testTimeout: 30_000 });

describe("input directions", () => {
  it("keeps e-mails, phones, slugs, codes, colours and passwords left to right in the Arabic layout", () => {
    renderForm("ar");
    expect(screen.getAllByRole("tab")).toHaveLength(2);
    for (const name of [
      "email",
      "customer.phone",
      "slug",
      "code",
      "ReservationStatusColors.Pending",
      "password",
    ])
      expect(directionOfInput(name), name).toBe("ltr");
    // The Arabic name is written right to left, the English one left to right, each in its own tab.
    expect(directionOfInput("locales.1.name")).toBe("rtl");
    expect(directionOfInput("locales.0.name")).toBe("ltr");
    // Free text keeps the page's direction when empty and follows what is typed.
    expect(directionOfInput("notes")).toBe("rtl");
    expect(getComputedStyle(input("notes")).unicodeBidi).toBe("plaintext");
    // So do texts of several lines, in MUI's growing textarea or a plain one (the menu editor's descriptions).
    for (const name of ["terms", "description"]) {
      expect(input(name).tagName, name).toBe("TEXTAREA");
      expect(getComputedStyle(input(name)).unicodeBidi, name).toBe("plaintext");
    }
  });

  it("writes the Arabic name right to left in the English layout", () => {
    renderForm("en");
    expect(directionOfInput("locales.1.name")).toBe("rtl");
    expect(directionOfInput("locales.0.name")).toBe("ltr");
    expect(directionOfInput("email")).toBe("ltr");
  });
});

describe("Latin inputs", () => {
  it("are known by their type or their field's name", () => {
    expect(isLatinInput({ type: "email" })).toBe(true);
    expect(isLatinInput({ type: "tel", name: "ContactPhone" })).toBe(true);
    expect(isLatinInput({ type: "text", name: "itemable.maps_link" })).toBe(true);
    expect(isLatinInput({ type: "text", name: "PrimaryColor" })).toBe(true);
    expect(isLatinInput({ type: "text", name: "customer.name" })).toBe(false);
    expect(isLatinInput({ type: "text", name: "locales.1.description" })).toBe(false);
    expect(isLatinInput({})).toBe(false);
  });
});
