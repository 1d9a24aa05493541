import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signInAs } from "../../../test/users";
import { renderWithAdmin } from "../../../test/renderWithAdmin";
import { StayConfirmation } from "./StayConfirmation";

// The confirmation a guest is given: every night's price as the stay was priced, what was paid and what is due,
// in the business's time and the reader's language.

/** An amount as shown, without the direction marks that isolate it in the text. */
const shown = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === "BDI" &&
  element.textContent?.replace(/[\u2066-\u2069\u200e\u200f]/g, "").replace(/\s/g, " ") === text;

const stay = {
  id: 231,
  status: "pending",
  currency: "KWD",
  listing: {
    id: 5,
    locales: [
      { locale: "en", name: "Sea Villa" },
      { locale: "ar", name: "فيلا البحر" },
    ],
  },
  unit_name: "A",
  from: "2026-12-03T11:00:00.000Z",
  to: "2026-12-05T09:00:00.000Z",
  nights: 2,
  price_details: [
    { date: "2026-12-03", nights: 1, kind: "weekday", amount: 40 },
    { date: "2026-12-04", nights: 1, kind: "holiday", amount: 90 },
  ],
  total: 130,
  paid: 50,
  balance: 80,
  received: 60,
  refunded: 10,
  deposit: 0,
  insurance: 25,
  customer: { name: "Fatma Al-Sayegh", phone: "99887766" },
  payments: [
    { id: 1, kind: "payment", amount: 60, method: "knet", paid_at: "2026-11-28T22:30:00.000Z" },
    { id: 2, kind: "refund", amount: 10, method: "cash", paid_at: "2026-11-29T08:00:00.000Z" },
  ],
  terms: { en: "Check-in from 14:00.", ar: "الدخول من الساعة 14:00." },
};

describe("a stay's confirmation", () => {
  it("lists each night's price, the payments and the balance, in the business's time, with the terms", async () => {
    signInAs();
    renderWithAdmin(
      <StayConfirmation
        stay={stay}
        businessName="Khiran Chalets"
        branchName="Khiran"
        timeZone="Asia/Kuwait"
      />,
    );
    const paper = await screen.findByTestId("stay-confirmation");
    expect(within(paper).getByText("Stay confirmation #231")).toBeInTheDocument();
    // 11:00 UTC is 14:00 in Kuwait.
    expect(within(paper).getByText("03-12-2026 14:00")).toBeInTheDocument();
    expect(within(paper).getByText("05-12-2026 12:00")).toBeInTheDocument();
    expect(within(paper).getByText("04-12-2026 · Holiday")).toBeInTheDocument();
    expect(within(paper).getByText(shown("KWD 90.000"))).toBeInTheDocument();
    expect(within(paper).getByText(shown("KWD 130.000"))).toBeInTheDocument();
    expect(within(paper).getByText(shown("KWD 25.000"))).toBeInTheDocument();
    // A payment at 22:30 UTC on 28 November was made on the 29th in Kuwait; a refund counts against.
    expect(within(paper).getByText("29-11-2026 · Payment · KNET")).toBeInTheDocument();
    expect(within(paper).getByText(shown("-KWD 10.000"))).toBeInTheDocument();
    expect(within(paper).getByText("Balance").nextSibling?.textContent).toContain("80.000");
    expect(within(paper).getByText("Check-in from 14:00.")).toBeInTheDocument();
  });

  it("says what was kept once canceled, in Arabic", async () => {
    signInAs();
    renderWithAdmin(
      <StayConfirmation
        stay={{ ...stay, status: "canceled" }}
        businessName="شاليهات الخيران"
        branchName=""
        timeZone="Asia/Kuwait"
      />,
      { locale: "ar" },
    );
    const paper = await screen.findByTestId("stay-confirmation");
    expect(within(paper).getByText("تأكيد الحجز رقم 231")).toBeInTheDocument();
    expect(within(paper).getByText("فيلا البحر", { exact: false })).toBeInTheDocument();
    expect(within(paper).queryByText("المتبقي")).toBeNull();
    expect(within(paper).getByText("الدخول من الساعة 14:00.")).toBeInTheDocument();
  });
});
