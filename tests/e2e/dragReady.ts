import { expect, type Page } from "@playwright/test";

/**
 * Waits until the menu editor's drag handles are bound (dnd-kit comes in once the editor is idle, not with its
 * first screen): a bound handle carries dnd-kit's role description, as a screen reader hears it.
 */
export async function dragReady(page: Page): Promise<void> {
  await expect(page.getByRole("button", { name: "Drag to reorder" }).first()).toHaveAttribute(
    "aria-roledescription",
    "sortable",
  );
}
