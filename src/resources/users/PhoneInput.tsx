import { useMemo } from "react";
import { Box } from "@mui/material";
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from "libphonenumber-js";
import {
  required,
  SelectInput,
  TextInput,
  useLocaleState,
  useRecordContext,
  type Validator,
} from "react-admin";
import { DEFAULT_PHONE_COUNTRY } from "../../domain/constants";
import { readPath } from "./userForm";

const countryRequired = required("app.validation.required");

interface PhoneInputProps {
  source?: string;
  countrySource?: string;
  label?: string;
  validate?: Validator[];
}

/** Country choices named in the current language ("Kuwait (+965)"), sorted by name. */
function useCountryChoices() {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: "region" });
    return getCountries()
      .map((code) => ({ id: code, name: `${names.of(code) ?? code} (+${getCountryCallingCode(code)})` }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [locale]);
}

/**
 * A phone number with its country code selector (SPEC §9: Kuwait, +965, by default). A number typed with
 * its own "+" code keeps it; a local number is read in the chosen country.
 */
export function PhoneInput({
  source = "phone",
  countrySource = "phone_country",
  label = "resources.users.fields.phone",
  validate,
}: PhoneInputProps) {
  const record = useRecordContext();
  const choices = useCountryChoices();
  const stored = readPath(record, source);
  const recordCountry = typeof stored === "string" ? parsePhoneNumberFromString(stored)?.country : undefined;
  return (
    <Box sx={{ display: "flex", gap: 2, width: "100%", flexWrap: "wrap" }}>
      <SelectInput
        source={countrySource}
        label="resources.users.fields.phone_country"
        choices={choices}
        translateChoice={false}
        defaultValue={recordCountry ?? DEFAULT_PHONE_COUNTRY}
        validate={countryRequired}
        sx={{ flex: "0 1 240px" }}
      />
      <TextInput source={source} label={label} validate={validate} type="tel" sx={{ flex: "1 1 240px" }} />
    </Box>
  );
}
