import { BooleanInput, TextInput, type Validator } from "react-admin";
import { PASS_KEY_LENGTH } from "../../domain/constants";
import { useBranchAccess } from "../../resources/shared/useBranchAccess";
import { useCurrentScope } from "../../resources/shared/useCurrentScope";
import { AppViewInputs } from "./AppViewInputs";
import { TABLET_KEYS } from "./fields";
import { ImageSettingInput } from "./ImageSettingInput";
import { Section } from "./Section";
import { SettingsForm } from "./SettingsForm";

const PASS_KEY = new RegExp(`^\\d{${PASS_KEY_LENGTH}}$`);
const passKeyRule: Validator = (value: unknown) =>
  typeof value === "string" && value !== "" && !PASS_KEY.test(value)
    ? { message: "app.settings.validation.passKey", args: { smart_count: PASS_KEY_LENGTH } }
    : undefined;

/** Tablet App Settings of the current branch (SPEC §3, one group). */
export function TabletAppSettings() {
  const { businessId, branchId } = useCurrentScope();
  const can = useBranchAccess();
  return (
    <SettingsForm
      scope={businessId && branchId ? { kind: "tablet", businessId, branchId } : undefined}
      keys={TABLET_KEYS}
      canUpdate={can("settings", "update", branchId)}
    >
      <Section title="app.settings.sections.tablet">
        <ImageSettingInput
          source="CoverScreen"
          label="app.settings.fields.CoverScreen"
          businessId={businessId}
        />
        <AppViewInputs />
        <BooleanInput source="CartVisible" label="app.settings.fields.CartVisible" />
        <BooleanInput source="EnableOrdering" label="app.settings.fields.EnableOrdering" />
        <BooleanInput source="PreviewPrices" label="app.settings.fields.PreviewPrices" />
        <TextInput
          source="PassKey"
          label="app.settings.fields.PassKey"
          validate={passKeyRule}
          slotProps={{ htmlInput: { inputMode: "numeric", maxLength: PASS_KEY_LENGTH } }}
        />
      </Section>
    </SettingsForm>
  );
}
