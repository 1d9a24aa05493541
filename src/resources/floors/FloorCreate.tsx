import { Create, SimpleForm } from "react-admin";
import { pickFields, SubmitToolbar, useSaveOptions } from "../operations/formSupport";
import { emptyLocales } from "../shared/LocalesTabsInput";
import { FloorInputs } from "./FloorInputs";

const FloorCreate = () => {
  const saveOptions = useSaveOptions("created");
  return (
    <Create transform={pickFields("locales", "branch_id")} mutationOptions={saveOptions}>
      <SimpleForm toolbar={<SubmitToolbar />} defaultValues={{ locales: emptyLocales() }}>
        <FloorInputs />
      </SimpleForm>
    </Create>
  );
};

export default FloorCreate;
