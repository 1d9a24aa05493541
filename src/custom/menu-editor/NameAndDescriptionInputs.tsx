import { Stack } from "@mui/material";
import { FormText } from "./FormText";

interface NameAndDescriptionInputsProps {
  disabled: boolean;
  /** The English name's own rule, where the card needs one before saving (an item's name is required). */
  checkName?: (value: unknown) => string | undefined;
}

// Side by side, and one under the other on a phone, where two in a row left "Description (English)" cut short.
const ROW = { xs: "column", sm: "row" } as const;

/** A card's names, then its descriptions, in English and Arabic (`locales.0` and `locales.1` of its form). */
export function NameAndDescriptionInputs({ disabled, checkName }: NameAndDescriptionInputsProps) {
  return (
    <>
      <Stack direction={ROW} spacing={1}>
        <FormText name="locales.0.name" label="app.menuEditor.nameEn" disabled={disabled} check={checkName} />
        <FormText name="locales.1.name" label="app.menuEditor.nameAr" disabled={disabled} />
      </Stack>
      <Stack direction={ROW} spacing={1}>
        <FormText
          name="locales.0.description"
          label="app.menuEditor.descriptionEn"
          multiline
          disabled={disabled}
        />
        <FormText
          name="locales.1.description"
          label="app.menuEditor.descriptionAr"
          multiline
          disabled={disabled}
        />
      </Stack>
    </>
  );
}
