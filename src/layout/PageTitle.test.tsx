import { afterEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { renderWithAdmin } from "../test/renderWithAdmin";
import { PageTitle } from "./PageTitle";

// Slots the test adds itself (outside what React draws), taken out after each test.
const added: HTMLElement[] = [];
afterEach(() => added.splice(0).forEach((slot) => slot.remove()));

/** The top bar's title slot, as react-admin's TitlePortal draws it. */
const titleSlot = () => {
  const slot = document.createElement("span");
  slot.id = "react-admin-title";
  document.body.append(slot);
  added.push(slot);
  return slot;
};

describe("PageTitle", () => {
  it("writes the page's title, translated, in the top bar's title slot", async () => {
    const slot = titleSlot();
    renderWithAdmin(<PageTitle title="app.overview.title" />, { locale: "ar" });
    expect(await screen.findByText("نظرة عامة")).toBeInTheDocument();
    expect(slot).toHaveTextContent("نظرة عامة");
  });

  it("takes a text already translated as it is, and finds a slot drawn after the page", async () => {
    // The slot is drawn in the same pass as the page, after it: the title is written once both are mounted.
    renderWithAdmin(
      <>
        <PageTitle title="Salmiya branch" />
        <span id="react-admin-title" data-testid="slot" />
      </>,
    );
    expect(await screen.findByTestId("slot")).toHaveTextContent("Salmiya branch");
  });
});
