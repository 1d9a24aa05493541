import { TextInput, useCanAccess } from "react-admin";
import { DrawWhenNear } from "../../resources/shared/DrawWhenNear";
import { useCurrentScope } from "../../resources/shared/useCurrentScope";
import { lazyLoaded } from "../lazyLoaded";
import { ContactInputs } from "./ContactInputs";
import { businessSettingKeys, SOCIAL_KEYS } from "./fields";
import { ImageSettingInput } from "./ImageSettingInput";
import { validLink } from "./linkRules";
import { Section } from "./Section";
import { SettingsForm } from "./SettingsForm";

// The tab's later sections and their inputs (colour pickers, selects, switches) are a chunk of their own.
const LaterSections = lazyLoaded(() => import("./BusinessSettingsLater"));
/** About the later sections' height on a computer: the save bar stays where it will be. */
const LATER_SECTIONS_HEIGHT = 1400;

/** Business Settings (SPEC §3): contact and links, colours, money, order types, terms, logos. */
export function BusinessSettings() {
  const { business, businessId } = useCurrentScope();
  const { canAccess: canUpdate } = useCanAccess({ resource: "settings", action: "edit" });
  const isRestaurant = business?.type === "restaurant";
  return (
    <SettingsForm
      scope={businessId ? { kind: "business", businessId } : undefined}
      keys={businessSettingKeys(isRestaurant)}
      canUpdate={canUpdate === true}
    >
      <Section title="app.settings.sections.logos">
        <ImageSettingInput source="Logo" label="app.settings.fields.Logo" businessId={businessId} />
        <ImageSettingInput source="LogoDark" label="app.settings.fields.LogoDark" businessId={businessId} />
      </Section>
      <Section title="app.settings.sections.contact">
        <ContactInputs />
      </Section>
      <Section title="app.settings.sections.social">
        {SOCIAL_KEYS.map((key) => (
          <TextInput
            key={key}
            source={key}
            label={`app.settings.fields.${key}`}
            validate={validLink}
            type="url"
            sx={{ minWidth: 280 }}
          />
        ))}
      </Section>
      {/* The colours, pricing, order types and terms: drawn after the first screen (DrawWhenNear). */}
      <DrawWhenNear minHeight={LATER_SECTIONS_HEIGHT}>
        <LaterSections isRestaurant={isRestaurant} />
      </DrawWhenNear>
    </SettingsForm>
  );
}
