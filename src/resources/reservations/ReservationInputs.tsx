import { Typography } from "@mui/material";
import { useWatch } from "react-hook-form";
import { required, SelectInput, TextInput, useTranslate } from "react-admin";
import { validPhoneIn } from "../users/userForm";
import { PhoneInput } from "../users/PhoneInput";
import { DateRangeInput } from "../shared/DateRangeInput";
import { useCheckTimes } from "./useCheckTimes";
import { unitName, type Listing } from "./useListings";

const requiredField = required("app.validation.required");
const phoneRules = [requiredField, validPhoneIn("customer_phone_country")];

/** Listing, unit, stay dates (with the business's check-in/out times), customer and notes. */
export function ReservationInputs({ listings }: { listings: Listing[] }) {
  const translate = useTranslate();
  const { checkInAt, checkOutAt } = useCheckTimes();
  const itemId = useWatch({ name: "item_id" });
  const listing = listings.find((candidate) => candidate.id === Number(itemId));
  const units = Array.from({ length: listing?.units ?? 0 }, (_, index) => ({
    id: index + 1,
    name: unitName(listing, index + 1),
  }));

  return (
    <>
      <SelectInput
        source="item_id"
        label="resources.reservations.fields.listing"
        choices={listings}
        translateChoice={false}
        validate={requiredField}
        fullWidth
      />
      <SelectInput
        source="unit"
        label="resources.reservations.fields.unit"
        choices={units}
        translateChoice={false}
        validate={requiredField}
        disabled={!listing}
        fullWidth
      />
      <DateRangeInput
        fromLabel="resources.reservations.fields.from"
        toLabel="resources.reservations.fields.to"
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate("resources.reservations.checkTimes", { checkIn: checkInAt, checkOut: checkOutAt })}
      </Typography>
      <TextInput
        source="customer.name"
        label="resources.reservations.fields.customer"
        validate={requiredField}
        fullWidth
      />
      <PhoneInput
        source="customer.phone"
        countrySource="customer_phone_country"
        label="resources.reservations.fields.phone"
        validate={phoneRules}
      />
      <TextInput source="notes" label="resources.reservations.fields.notes" multiline minRows={2} fullWidth />
    </>
  );
}
