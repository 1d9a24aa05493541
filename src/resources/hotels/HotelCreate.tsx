import { Create } from "react-admin";
import { ResourceForm } from "../shared/ResourceForm";
import { useCurrentScope } from "../shared/useCurrentScope";
import { useSaveNotices } from "../shared/useSaveNotices";
import { hotelPayload, HotelInputs } from "./HotelInputs";

const HotelCreate = () => {
  const { businessId } = useCurrentScope();
  const { createOptions } = useSaveNotices();
  return (
    <Create
      mutationOptions={createOptions}
      transform={(values) => ({ ...hotelPayload(values), business_id: businessId })}
    >
      <ResourceForm>
        <HotelInputs />
      </ResourceForm>
    </Create>
  );
};

export default HotelCreate;
