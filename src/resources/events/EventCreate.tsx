import { Create } from "react-admin";
import { emptyLocales } from "../shared/LocalesTabsInput";
import { ResourceForm } from "../shared/ResourceForm";
import { useCurrentScope } from "../shared/useCurrentScope";
import { useSaveNotices } from "../shared/useSaveNotices";
import { eventDefaults, eventPayload, EventInputs } from "./EventInputs";

const EventCreate = () => {
  const { businessId } = useCurrentScope();
  const { createOptions } = useSaveNotices();
  return (
    <Create
      mutationOptions={createOptions}
      transform={(values) => ({ ...eventPayload(values), business_id: businessId })}
    >
      <ResourceForm
        defaultValues={{ locales: emptyLocales(), media_ids: [], start: "", end: "", ...eventDefaults() }}
      >
        <EventInputs />
      </ResourceForm>
    </Create>
  );
};

export default EventCreate;
