import { required, SelectInput, useLocaleState } from "react-admin";
import { localizedName } from "../../domain/localizedText";
import { LocalesTabsInput } from "../shared/LocalesTabsInput";
import { useCurrentScope } from "../shared/useCurrentScope";

const requiredField = required("app.validation.required");

/** Floor form (SPEC §2 Forms): locales and branch (the current branch by default). */
export const FloorInputs = () => {
  const { business, branchId } = useCurrentScope();
  const [locale] = useLocaleState();
  const branches = (business?.branches ?? []).map((branch) => ({
    id: branch.id,
    name: localizedName(branch.locales, locale, branch.slug),
  }));
  return (
    <>
      <LocalesTabsInput />
      <SelectInput
        source="branch_id"
        label="resources.floors.fields.branch"
        choices={branches}
        translateChoice={false}
        defaultValue={branchId}
        validate={requiredField}
        fullWidth
      />
    </>
  );
};
