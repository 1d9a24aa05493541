import { CheckboxGroupInput, TextInput } from "react-admin";
import { LOCALES } from "../../domain/constants";
import { CONTACT_KEYS } from "./fields";
import { LocalizedTextInput } from "./LocalizedTextInput";

/** Languages, phones and address: shared by business and branch settings. */
export function ContactInputs() {
  return (
    <>
      <CheckboxGroupInput
        source="Locales"
        label="app.settings.fields.Locales"
        choices={LOCALES.map((locale) => ({ id: locale, name: `app.settings.locales.${locale}` }))}
      />
      {CONTACT_KEYS.map((key) => (
        <TextInput
          key={key}
          source={key}
          label={`app.settings.fields.${key}`}
          type="tel"
          sx={{ minWidth: 240 }}
        />
      ))}
      <LocalizedTextInput source="Address" label="app.settings.fields.Address" />
    </>
  );
}
