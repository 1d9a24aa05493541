import { Typography } from "@mui/material";
import { useLocale, useTranslate } from "react-admin";
import { localizedName } from "../../domain/localizedText";
import { useBranchAccess } from "../../resources/shared/useBranchAccess";
import { useCurrentScope } from "../../resources/shared/useCurrentScope";
import { ContactInputs } from "./ContactInputs";
import { branchSettingKeys } from "./fields";
import { OrderTypesInputs } from "./OrderTypesInputs";
import { Section } from "./Section";
import { SettingsForm } from "./SettingsForm";

/** Branch Settings of the current branch (SPEC §3); Submit needs settings update in that branch (SPEC §6). */
export function BranchSettings() {
  const translate = useTranslate();
  const { business, businessId, branch, branchId } = useCurrentScope();
  const can = useBranchAccess();
  const isRestaurant = business?.type === "restaurant";
  const locale = useLocale();
  // The branch as the reader's language names it (its Arabic name in Arabic), else its first name.
  const branchName = localizedName(branch?.locales, locale);
  return (
    <>
      {branchName && (
        <Typography variant="subtitle1" sx={{ mb: 2 }}>
          {translate("app.settings.currentBranch", { name: branchName })}
        </Typography>
      )}
      <SettingsForm
        scope={businessId && branchId ? { kind: "branch", businessId, branchId } : undefined}
        keys={branchSettingKeys(isRestaurant)}
        canUpdate={can("settings", "update", branchId)}
      >
        <Section title="app.settings.sections.contact">
          <ContactInputs />
        </Section>
        <OrderTypesInputs isRestaurant={isRestaurant} />
      </SettingsForm>
    </>
  );
}
