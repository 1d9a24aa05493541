import { Edit, SimpleForm, TopToolbar, useRecordContext } from "react-admin";
import { CustomerLink } from "../../custom/customers/CustomerLink";
import type { ReservationStatus } from "../../domain/constants";
import { RESERVATION_TRANSITIONS } from "../../domain/reservations";
import { SubmitToolbar, useSaveOptions } from "../operations/formSupport";
import { StatusChangeInput } from "../operations/StatusChangeInput";
import { ReservationAccount } from "./ReservationAccount";
import { StayConfirmationButton } from "./print/StayConfirmationButton";
import { ReservationInputs } from "./ReservationInputs";
import { toReservationPayload, type ReservationFormValues } from "./reservationForm";
import { useListings } from "./useListings";
import { RECORD_PAGE_DEFAULTS } from "../shared/recordPageDefaults";

/** Pending and completed may swap; canceling has its own button (it frees the unit). */
const nextStatuses = (current: string) =>
  (RESERVATION_TRANSITIONS[current as ReservationStatus] ?? []).filter((status) => status !== "canceled");
// Checked without react-admin's `required`, which would mark the label: a loaded status is always there.
const statusGiven = (value: unknown) => (value ? undefined : "app.validation.required");

/** The stay's customer page, by the saved record's phone. */
const StayCustomerLink = () => <CustomerLink phone={useRecordContext()?.customer?.phone} />;

/** Edit Reservation: the same fields, the status, and the saved price, payments and balance beside them. */
const ReservationEdit = () => {
  const { listings } = useListings();
  const saveOptions = useSaveOptions("updated", false);
  return (
    <Edit
      {...RECORD_PAGE_DEFAULTS}
      title="resources.reservations.editTitle"
      mutationMode="pessimistic"
      mutationOptions={saveOptions}
      transform={(values: ReservationFormValues) => toReservationPayload(values, false)}
      aside={<ReservationAccount />}
      actions={
        <TopToolbar>
          <StayCustomerLink />
          <StayConfirmationButton />
        </TopToolbar>
      }
    >
      <SimpleForm toolbar={<SubmitToolbar />}>
        <StatusChangeInput
          resource="reservations"
          nextStatuses={nextStatuses}
          validate={statusGiven}
          fullWidth
        />
        <ReservationInputs listings={listings} />
      </SimpleForm>
    </Edit>
  );
};

export default ReservationEdit;
