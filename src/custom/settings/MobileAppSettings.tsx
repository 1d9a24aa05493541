import { BooleanInput, DateInput, SelectInput, TextInput } from "react-admin";
import { BOOKING_BUSINESS_TYPES, MENU_LAYOUTS, type BusinessType } from "../../domain/constants";
import { useBranchAccess } from "../../resources/shared/useBranchAccess";
import { useCurrentScope } from "../../resources/shared/useCurrentScope";
import { AppViewInputs } from "./AppViewInputs";
import { ColorInput } from "./ColorInput";
import { choicesOf, mobileSettingKeys } from "./fields";
import { ImageSettingInput } from "./ImageSettingInput";
import { Section } from "./Section";
import { SettingsForm } from "./SettingsForm";
import { SliderAdsInput } from "./SliderAdsInput";

/** Event the reservation-expiry banner listens to (it reloads EnableReservationTill). */
export const RESERVATION_TILL_UPDATED_EVENT = "reservationTillUpdated";

/** Mobile App Settings of the current branch (SPEC §3, one group, with the advertisement slider). */
export function MobileAppSettings() {
  const { business, businessId, branchId } = useCurrentScope();
  const can = useBranchAccess();
  const type: BusinessType | "" = business?.type ?? "";
  const isRestaurant = type === "restaurant";
  return (
    <SettingsForm
      scope={businessId && branchId ? { kind: "mobile", businessId, branchId } : undefined}
      keys={mobileSettingKeys(isRestaurant)}
      canUpdate={can("settings", "update", branchId)}
      onSaved={() => window.dispatchEvent(new Event(RESERVATION_TILL_UPDATED_EVENT))}
    >
      <Section title="app.settings.sections.mobileLook">
        <ImageSettingInput
          source="CoverScreen"
          label="app.settings.fields.CoverScreen"
          businessId={businessId}
        />
        <ColorInput source="HeaderBackground" label="app.settings.fields.HeaderBackground" />
        <SelectInput
          source="MenuLayout"
          label="app.settings.fields.MenuLayout"
          choices={choicesOf(MENU_LAYOUTS, "app.settings.layouts")}
          sx={{ minWidth: 220 }}
        />
        <AppViewInputs />
      </Section>
      <Section title="app.settings.sections.mobileBehaviour">
        <BooleanInput source="previewHomePageTitle" label="app.settings.fields.previewHomePageTitle" />
        <BooleanInput source="HidePrices" label="app.settings.fields.HidePrices" />
        {isRestaurant && <BooleanInput source="HideCart" label="app.settings.fields.HideCart" />}
        <BooleanInput
          source="DisableOrdering"
          label={
            type && BOOKING_BUSINESS_TYPES.includes(type)
              ? "app.settings.fields.DisableBooking"
              : "app.settings.fields.DisableOrdering"
          }
        />
        <BooleanInput source="PayCash" label="app.settings.fields.PayCash" />
        <BooleanInput source="PayOnline" label="app.settings.fields.PayOnline" />
        <BooleanInput source="RandomSorting" label="app.settings.fields.RandomSorting" />
        <BooleanInput source="AboutUsVisible" label="app.settings.fields.AboutUsVisible" />
        <DateInput source="EnableReservationTill" label="app.settings.fields.EnableReservationTill" />
      </Section>
      <Section title="app.settings.sections.ads">
        <SliderAdsInput businessId={businessId} allowItems={type === "chalet"} />
        <ImageSettingInput source="HomeAd" label="app.settings.fields.HomeAd" businessId={businessId} />
        <TextInput source="HomeAdLink" label="app.settings.fields.HomeAdLink" sx={{ minWidth: 280 }} />
      </Section>
    </SettingsForm>
  );
}
