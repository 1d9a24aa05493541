import { Create, SimpleForm } from "react-admin";
import { SubmitToolbar, useSaveOptions } from "../operations/formSupport";
import { ReservationEstimate } from "./ReservationEstimate";
import { ReservationInputs } from "./ReservationInputs";
import { toReservationPayload, type ReservationFormValues } from "./reservationForm";
import { useListings } from "./useListings";
import { RECORD_PAGE_DEFAULTS } from "../shared/recordPageDefaults";

/** A new reservation (also started from an empty cell of the board, which passes listing, unit and days). */
const ReservationCreate = () => {
  const { listings } = useListings();
  // After saving, the edit page shows the saved price and balance and takes payments.
  const saveOptions = useSaveOptions("created", "edit");
  return (
    <Create
      {...RECORD_PAGE_DEFAULTS}
      transform={(values: ReservationFormValues) => toReservationPayload(values, true)}
      mutationOptions={saveOptions}
    >
      <SimpleForm toolbar={<SubmitToolbar />} defaultValues={{ unit: 1 }}>
        <ReservationInputs listings={listings} />
        <ReservationEstimate listings={listings} />
      </SimpleForm>
    </Create>
  );
};

export default ReservationCreate;
