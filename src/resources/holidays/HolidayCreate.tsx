import { Create } from "react-admin";
import { useErrorDialog } from "../shared/ErrorDialog";
import { emptyLocales } from "../shared/LocalesTabsInput";
import { ResourceForm } from "../shared/ResourceForm";
import { useSaveNotices } from "../shared/useSaveNotices";
import { holidayPayload, HolidayInputs } from "./HolidayInputs";

const HolidayCreate = () => {
  // SPEC §8: holiday failures show the response message in an error dialog.
  const { dialog, showError } = useErrorDialog();
  const { createOptions } = useSaveNotices({ onFailure: showError });
  return (
    <>
      <Create mutationOptions={createOptions} transform={holidayPayload}>
        <ResourceForm defaultValues={{ locales: emptyLocales(), from: "", to: "" }}>
          <HolidayInputs />
        </ResourceForm>
      </Create>
      {dialog}
    </>
  );
};

export default HolidayCreate;
