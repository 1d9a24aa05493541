import { Create } from "react-admin";
import { browserTimeZone } from "../../domain/zoned-time";
import { TimeZoneInput } from "../../custom/configurations/TimeZoneInput";
import { emptyLocales } from "../shared/LocalesTabsInput";
import { useRefreshStoredUser } from "../shared/refreshStoredUser";
import { ResourceForm } from "../shared/ResourceForm";
import { useSaveNotices } from "../shared/useSaveNotices";
import { businessPayload, BusinessInputs } from "./BusinessInputs";
import { RECORD_PAGE_DEFAULTS } from "../shared/recordPageDefaults";

const BusinessCreate = () => {
  const refreshStoredUser = useRefreshStoredUser();
  // The new business joins the stored user's businesses (selector, permissions): reload it.
  const { createOptions } = useSaveNotices({ onSaved: refreshStoredUser });
  return (
    <Create {...RECORD_PAGE_DEFAULTS} mutationOptions={createOptions} transform={businessPayload}>
      <ResourceForm defaultValues={{ locales: emptyLocales(), timezone: browserTimeZone() }}>
        <BusinessInputs />
        <TimeZoneInput source="timezone" label="resources.business.fields.timezone" />
      </ResourceForm>
    </Create>
  );
};

export default BusinessCreate;
