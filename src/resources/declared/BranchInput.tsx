import { required, SelectInput, useLocale } from "react-admin";
import { localizedName } from "../../domain/localizedText";
import type { ResourceDeclaration } from "../../domain/resources";
import { useCurrentScope } from "../shared/useCurrentScope";
import { fieldLabel } from "./labels";

/** The branch of the business a record is in (BranchMove): the current branch by default. */
export function BranchInput({ declaration }: { declaration: ResourceDeclaration }) {
  const { business, branchId } = useCurrentScope();
  const locale = useLocale();
  const choices = (business?.branches ?? []).map((branch) => ({
    id: branch.id,
    name: localizedName(branch.locales, locale, branch.slug),
  }));
  return (
    <SelectInput
      source="branch_id"
      label={fieldLabel(declaration, "branch_id")}
      choices={choices}
      translateChoice={false}
      defaultValue={branchId}
      validate={required("app.validation.required")}
    />
  );
}
