import { required, SelectInput, useGetList, useLocaleState } from "react-admin";
import { MAX_PER_PAGE } from "../../domain/constants";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
import { LocalesTabsInput } from "../shared/LocalesTabsInput";
import { useCurrentScope } from "../shared/useCurrentScope";

const requiredField = required("app.validation.required");

/** Table form (SPEC §2 Forms): name per locale and floor (the floor of the page by default). */
export const TableInputs = ({ floorId }: { floorId: string }) => {
  const { branchId } = useCurrentScope();
  const [locale] = useLocaleState();
  const { data: floors = [] } = useGetList("floors", {
    pagination: { page: 1, perPage: MAX_PER_PAGE },
    sort: { field: "id", order: "ASC" },
    meta: { branchId },
  });
  const choices = floors.map((floor) => ({
    id: floor.id,
    name: localizedName(floor.locales as LocalizedText[], locale, `#${floor.id}`),
  }));
  return (
    <>
      <LocalesTabsInput />
      <SelectInput
        source="floor_id"
        label="resources.tables.fields.floor"
        choices={choices}
        translateChoice={false}
        defaultValue={Number(floorId)}
        validate={requiredField}
        fullWidth
      />
    </>
  );
};
