import type { Active, Over } from "@dnd-kit/core";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import type { EditorCategory, EditorItem } from "./types";
import { useDragAnnouncements } from "./useDragAnnouncements";

const item = {
  id: 7,
  locales: [
    { locale: "en", name: "Hummus" },
    { locale: "ar", name: "حمص" },
  ],
} as EditorItem;
const category = {
  id: 3,
  locales: [
    { locale: "en", name: "Mezze" },
    { locale: "ar", name: "مقبلات" },
  ],
  items: [item],
  children_nested: [],
} as unknown as EditorCategory;

/** Shows what a screen reader hears when the item is picked up and dropped over its category. */
function Spoken() {
  const { announcements, screenReaderInstructions } = useDragAnnouncements([category]);
  const active = { id: "item-7" } as Active;
  const over = { id: "items-of-3" } as Over;
  return (
    <>
      <p>{screenReaderInstructions.draggable}</p>
      <p>{announcements.onDragStart({ active })}</p>
      <p>{announcements.onDragEnd({ active, over })}</p>
    </>
  );
}

describe("menu editor drag announcements", () => {
  it("speak Arabic and name the item and category by their Arabic names", async () => {
    renderWithAdmin(<Spoken />, { locale: "ar" });
    expect(await screen.findByText("تم التقاط حمص.")).toBeInTheDocument();
    expect(screen.getByText("تم إفلات حمص فوق مقبلات.")).toBeInTheDocument();
    expect(screen.getByText(/اضغط المسافة/)).toBeInTheDocument();
  });

  it("speak English names in English", async () => {
    renderWithAdmin(<Spoken />, { locale: "en" });
    expect(await screen.findByText("Picked up Hummus.")).toBeInTheDocument();
  });
});
