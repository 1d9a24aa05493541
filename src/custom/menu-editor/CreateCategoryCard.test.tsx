import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { mockApi } from "../../test/fetchMock";
import { CreateCategoryCard } from "./CreateCategoryCard";

// A new category keeps each language as typed: the Arabic name and description are never a silent copy of the
// English ones (the menu shows "No Name" in a language left empty), and the card says so.
describe.each(["en", "ar"] as const)("Create a new category in %s", (locale) => {
  it("sends the Arabic name empty when only the English one is typed, and says that it may be", async () => {
    const calls = mockApi({
      "POST /api/business/10/categories": () => ({ status: 201, body: { data: { id: 7 } } }),
    });
    const onCreated = vi.fn(async () => {});
    renderWithAdmin(<CreateCategoryCard businessId={10} menuId={2} onCreated={onCreated} />, { locale });
    const hint = locale === "en" ? /Only the English name is required/ : /الاسم بالإنجليزية وحده مطلوب/;
    expect(await screen.findByText(hint)).toBeInTheDocument();

    const [englishName] = screen.getAllByRole("textbox", { name: locale === "en" ? /^Name/ : /^الاسم/ });
    fireEvent.change(englishName, { target: { value: "  Grills " } });
    fireEvent.click(screen.getByRole("button", { name: locale === "en" ? "Submit" : "إرسال" }));

    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const body = calls.find((call) => call.method === "POST")?.body as { locales: object[]; menu_id: number };
    expect(body.menu_id).toBe(2);
    expect(body.locales).toEqual([
      { locale: "en", name: "Grills", description: "" },
      { locale: "ar", name: "", description: "" },
    ]);
  });
});
