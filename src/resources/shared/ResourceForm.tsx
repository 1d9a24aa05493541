import type { ReactNode } from "react";
import { SaveButton, SimpleForm, Toolbar, useSaveContext, type SimpleFormProps } from "react-admin";
import type { FieldValues } from "react-hook-form";
import { fieldErrorsOf } from "../../dataProvider/errorMessages";

/** The toolbar of every create and edit form: one Submit button (SPEC §2 Forms), enabled even when pristine so an
 * empty submit shows the required-field messages. */
export const SubmitToolbar = ({ children }: { children?: ReactNode }) => (
  <Toolbar sx={{ gap: 1 }}>
    <SaveButton label="app.catalog.form.submit" alwaysEnable />
    {children}
  </Toolbar>
);

/**
 * A SimpleForm with the Submit toolbar whose server 422 errors (`{ field: [message] }`, fields such as
 * `locales.0.name`) show under their fields: react-admin expects one string per field.
 */
export function ResourceForm({ children, toolbar, ...rest }: SimpleFormProps) {
  const saveContext = useSaveContext();
  const onSubmit = async (values: FieldValues) => {
    const answer: unknown = await saveContext?.save?.(values);
    if (!answer || typeof answer !== "object") return undefined;
    return fieldErrorsOf({ errors: answer });
  };
  return (
    <SimpleForm toolbar={toolbar ?? <SubmitToolbar />} onSubmit={onSubmit} {...rest}>
      {children}
    </SimpleForm>
  );
}
