import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DateRangeInput } from "./DateRangeInput";
import { renderInForm } from "./testForm";

vi.setConfig({ testTimeout: 30_000 });

const TEXT = {
  en: {
    from: "From",
    to: "To",
    required: "This field is required",
    order: "The start date must not be after the end date",
    invalid: "Enter a date as DD-MM-YYYY",
  },
  ar: {
    from: "من",
    to: "إلى",
    required: "هذا الحقل مطلوب",
    order: "يجب ألا يكون تاريخ البداية بعد تاريخ النهاية",
    invalid: "أدخل التاريخ بالشكل DD-MM-YYYY (يوم-شهر-سنة)",
  },
} as const;

describe.each(["en", "ar"] as const)("DateRangeInput in %s", (locale) => {
  const text = TEXT[locale];
  const setup = async (defaultValues = { from: "", to: "" }) => {
    const onSubmit = vi.fn();
    renderInForm(<DateRangeInput />, { locale, defaultValues, onSubmit });
    const from = await screen.findByRole("textbox", { name: new RegExp(`^${text.from}`) });
    const to = screen.getByRole("textbox", { name: new RegExp(`^${text.to}`) });
    const submit = () => userEvent.click(screen.getByRole("button", { name: "go" }));
    return { from, to, submit, onSubmit };
  };

  it("requires both dates, marked with a star", async () => {
    const { from, to, submit, onSubmit } = await setup();
    expect((from as HTMLInputElement).labels?.[0]).toHaveTextContent("*");
    expect((to as HTMLInputElement).labels?.[0]).toHaveTextContent("*");
    await submit();
    expect(await screen.findAllByText(text.required)).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a start after the end and an impossible date, then keeps the days as YYYY-MM-DD", async () => {
    const { from, to, submit, onSubmit } = await setup();
    await userEvent.type(from, "20-06-2031");
    await userEvent.type(to, "18-06-2031");
    await submit();
    expect(await screen.findByText(text.order)).toBeInTheDocument();

    await userEvent.clear(to);
    await userEvent.type(to, "31-02-2031");
    await submit();
    expect(await screen.findByText(text.invalid)).toBeInTheDocument();

    await userEvent.clear(to);
    await userEvent.type(to, "22-06-2031");
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ from: "2031-06-20", to: "2031-06-22" });
  });

  it("shows stored date-times by their day as DD-MM-YYYY", async () => {
    const { from, to } = await setup({ from: "2031-06-20T14:00:00.000Z", to: "2031-06-22T14:00:00.000Z" });
    expect(from).toHaveValue("20-06-2031");
    expect(to).toHaveValue("22-06-2031");
  });
});
