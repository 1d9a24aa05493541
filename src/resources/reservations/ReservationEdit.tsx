import { Edit, SelectInput, SimpleForm, useRecordContext, type RaRecord } from "react-admin";
import type { ReservationStatus } from "../../domain/constants";
import { RESERVATION_TRANSITIONS } from "../../domain/reservations";
import { SubmitToolbar, useSaveOptions } from "../operations/formSupport";
import { ReservationAccount } from "./ReservationAccount";
import { ReservationInputs } from "./ReservationInputs";
import { toReservationPayload, type ReservationFormValues } from "./reservationForm";
import { useListings } from "./useListings";

/** Pending and completed may swap; canceling has its own button (it frees the unit). */
const StatusInput = () => {
  const record = useRecordContext<RaRecord>();
  if (!record) return null;
  const current = record.status as ReservationStatus;
  const choices = [current, ...(RESERVATION_TRANSITIONS[current] ?? []).filter((s) => s !== "canceled")].map(
    (id) => ({ id, name: `resources.reservations.statuses.${id}` }),
  );
  return (
    <SelectInput
      source="status"
      label="resources.reservations.fields.status"
      choices={choices}
      disabled={choices.length < 2}
      validate={(value: unknown) => (value ? undefined : "app.validation.required")}
      fullWidth
    />
  );
};

/** Edit Reservation: the same fields, the status, and the saved price, payments and balance beside them. */
const ReservationEdit = () => {
  const { listings } = useListings();
  const saveOptions = useSaveOptions("updated", false);
  return (
    <Edit
      title="resources.reservations.editTitle"
      mutationMode="pessimistic"
      mutationOptions={saveOptions}
      transform={(values: ReservationFormValues) => toReservationPayload(values, false)}
      aside={<ReservationAccount />}
    >
      <SimpleForm toolbar={<SubmitToolbar />}>
        <StatusInput />
        <ReservationInputs listings={listings} />
      </SimpleForm>
    </Edit>
  );
};

export default ReservationEdit;
