import { Box, Stack, TextField, Typography } from "@mui/material";
import { useController, useFormContext, useWatch } from "react-hook-form";
import { useTranslate } from "react-admin";
import { BEDROOMS_MIN, CHALET_FRONTAGES, UNITS_MIN } from "../../domain/constants";
import { UserSearchInput } from "./onDemand";
import { isMapsLinkValid, withMapsLink } from "./rules";
import { FormSelect, FormText } from "./FormText";
import type { ChaletDetails } from "./types";

const frontageOptions = CHALET_FRONTAGES.map((value) => ({
  value,
  label: value ? `app.menuEditor.chalet.${value}` : "app.menuEditor.chalet.frontageNone",
}));

/** The maps link: its coordinates follow it, clearing it clears them, a link without them is refused (SPEC §5). */
function MapsLinkInput({ disabled }: { disabled: boolean }) {
  const translate = useTranslate();
  const { control, getValues, setValue } = useFormContext();
  const { field } = useController({ name: "itemable.maps_link", control });
  const valid = isMapsLinkValid(field.value as string);
  return (
    <TextField
      size="small"
      fullWidth
      disabled={disabled}
      name="maps_link"
      label={translate("app.menuEditor.chalet.mapsLink")}
      value={field.value ?? ""}
      error={!valid}
      helperText={valid ? undefined : translate("app.menuEditor.chalet.mapsLinkInvalid")}
      onChange={(event) => {
        const next = withMapsLink(getValues("itemable") as ChaletDetails, event.target.value);
        setValue("itemable.latitude", next.latitude);
        setValue("itemable.longitude", next.longitude);
        field.onChange(next.maps_link);
      }}
    />
  );
}

/** Chalet details of an item card (SPEC §2 chalet editor). */
export function ChaletInputs({ disabled }: { disabled: boolean }) {
  const translate = useTranslate();
  const chalet = useWatch({ name: "itemable" }) as ChaletDetails | null;
  const below = (value: unknown, min: number) => value !== "" && Number(value) < min;
  const minimumText = translate("app.menuEditor.chalet.minimumOne");
  return (
    <Box>
      <Typography variant="subtitle2">{translate("app.menuEditor.chalet.details")}</Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ my: 1 }}>
        <FormText
          name="itemable.units"
          label="app.menuEditor.chalet.units"
          numeric
          disabled={disabled}
          error={below(chalet?.units, UNITS_MIN)}
          helperText={below(chalet?.units, UNITS_MIN) ? minimumText : undefined}
          slotProps={{ htmlInput: { min: UNITS_MIN } }}
        />
        <FormText
          name="itemable.bedrooms"
          label="app.menuEditor.chalet.bedrooms"
          numeric
          disabled={disabled}
          error={below(chalet?.bedrooms, BEDROOMS_MIN)}
          helperText={below(chalet?.bedrooms, BEDROOMS_MIN) ? minimumText : undefined}
          slotProps={{ htmlInput: { min: BEDROOMS_MIN } }}
        />
        <FormSelect
          name="itemable.frontage"
          label="app.menuEditor.chalet.frontage"
          options={frontageOptions}
          disabled={disabled}
        />
        <FormText
          name="itemable.insurance"
          label="app.menuEditor.chalet.insurance"
          numeric
          disabled={disabled}
          slotProps={{ htmlInput: { min: 0, step: "0.001" } }}
        />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ my: 1 }}>
        <FormText name="itemable.address.en" label="app.menuEditor.chalet.addressEn" disabled={disabled} />
        <FormText name="itemable.address.ar" label="app.menuEditor.chalet.addressAr" disabled={disabled} />
      </Stack>
      <MapsLinkInput disabled={disabled} />
      {!disabled && <UserSearchInput source="itemable.owner_id" label="app.menuEditor.chalet.owner" />}
    </Box>
  );
}

/** Units and bedrooms below 1 block saving as the maps link does. */
export const chaletInputsValid = (chalet: ChaletDetails | null | undefined) =>
  !chalet || (Number(chalet.units) >= UNITS_MIN && Number(chalet.bedrooms) >= BEDROOMS_MIN);
