import type { ReactNode } from "react";
import { Form } from "react-admin";
import type { FieldValues } from "react-hook-form";
import type { Locale } from "../../domain/constants";
import { renderWithAdmin } from "../../test/renderWithAdmin";

/** Renders inputs in a bare react-admin form with a plain submit button (component tests of the shared inputs). */
export function renderInForm(
  inputs: ReactNode,
  {
    locale = "en",
    defaultValues,
    onSubmit,
  }: { locale?: Locale; defaultValues?: FieldValues; onSubmit: (values: FieldValues) => void },
) {
  return renderWithAdmin(
    <Form defaultValues={defaultValues} onSubmit={onSubmit}>
      {inputs}
      <button type="submit">go</button>
    </Form>,
    { locale },
  );
}
