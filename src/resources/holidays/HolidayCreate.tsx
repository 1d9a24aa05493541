import { Create } from "react-admin";
import { useErrorDialog } from "../shared/ErrorDialog";
import { emptyLocales } from "../shared/LocalesTabsInput";
import { ResourceForm } from "../shared/ResourceForm";
import { useSaveNotices } from "../shared/useSaveNotices";
import { holidayPayload, HolidayInputs } from "./HolidayInputs";
import { RECORD_PAGE_DEFAULTS } from "../shared/recordPageDefaults";

const HolidayCreate = () => {
  // SPEC §8: holiday failures show the response message in an error dialog.
  const { dialog, showError } = useErrorDialog();
  const { createOptions } = useSaveNotices({ onFailure: showError });
  return (
    <>
      <Create {...RECORD_PAGE_DEFAULTS} mutationOptions={createOptions} transform={holidayPayload}>
        <ResourceForm defaultValues={{ locales: emptyLocales(), from: "", to: "" }}>
          <HolidayInputs />
        </ResourceForm>
      </Create>
      {dialog}
    </>
  );
};

export default HolidayCreate;
