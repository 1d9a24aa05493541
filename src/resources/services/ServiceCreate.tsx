import { Create } from "react-admin";
import { DEFAULT_EVENTABLE_TYPE } from "../../domain/media";
import { emptyLocales } from "../shared/LocalesTabsInput";
import { ResourceForm } from "../shared/ResourceForm";
import { useCurrentScope } from "../shared/useCurrentScope";
import { useSaveNotices } from "../shared/useSaveNotices";
import { servicePayload, ServiceInputs } from "./ServiceInputs";

const ServiceCreate = () => {
  const { businessId } = useCurrentScope();
  const { createOptions } = useSaveNotices();
  return (
    <Create
      mutationOptions={createOptions}
      transform={(values) => ({ ...servicePayload(values), business_id: businessId })}
    >
      <ResourceForm defaultValues={{ locales: emptyLocales(), serviceable_type: DEFAULT_EVENTABLE_TYPE }}>
        <ServiceInputs />
      </ResourceForm>
    </Create>
  );
};

export default ServiceCreate;
