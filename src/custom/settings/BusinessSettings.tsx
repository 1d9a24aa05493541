import {
  BooleanInput,
  maxValue,
  minValue,
  NumberInput,
  SelectInput,
  TextInput,
  useCanAccess,
} from "react-admin";
import { CURRENCIES, EXTRA_CHARGE_MIN, GENERAL_DISCOUNT_MAX, GENERAL_DISCOUNT_MIN } from "../../domain/constants";
import { useCurrentScope } from "../../resources/shared/useCurrentScope";
import { TimeZoneInput } from "../configurations/TimeZoneInput";
import { ColorInput } from "./ColorInput";
import { ContactInputs } from "./ContactInputs";
import { businessSettingKeys, COLOR_KEYS, PAYMENT_STATUS_COLORS, RESERVATION_STATUS_COLORS, SOCIAL_KEYS } from "./fields";
import { ImageSettingInput } from "./ImageSettingInput";
import { validLink } from "./linkRules";
import { LocalizedTextInput } from "./LocalizedTextInput";
import { OrderTypesInputs } from "./OrderTypesInputs";
import { Section } from "./Section";
import { SettingsForm } from "./SettingsForm";

const discountRange = [minValue(GENERAL_DISCOUNT_MIN), maxValue(GENERAL_DISCOUNT_MAX)];
const extraChargeRange = [minValue(EXTRA_CHARGE_MIN)];

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
          <TextInput key={key} source={key} label={`app.settings.fields.${key}`} validate={validLink} type="url" sx={{ minWidth: 280 }} />
        ))}
      </Section>
      <Section title="app.settings.sections.colors">
        {COLOR_KEYS.map((key) => (
          <ColorInput key={key} source={key} label={`app.settings.fields.${key}`} />
        ))}
      </Section>
      <Section title="app.settings.sections.reservationStatusColors">
        {RESERVATION_STATUS_COLORS.map((name) => (
          <ColorInput key={name} source={`ReservationStatusColors.${name}`} label={`app.settings.statusColors.${name}`} />
        ))}
      </Section>
      <Section title="app.settings.sections.paymentStatusColors">
        {PAYMENT_STATUS_COLORS.map((name) => (
          <ColorInput key={name} source={`PaymentStatusColors.${name}`} label={`app.settings.statusColors.${name}`} />
        ))}
      </Section>
      <Section title="app.settings.sections.pricing">
        <TimeZoneInput source="TimeZone" label="app.settings.fields.TimeZone" />
        <SelectInput source="Currency" label="app.settings.fields.Currency" choices={CURRENCIES.map((id) => ({ id, name: id }))} translateChoice={false} />
        <NumberInput source="GeneralDiscount" label="app.settings.fields.GeneralDiscount" validate={discountRange} />
        <NumberInput source="ExtraCharge" label="app.settings.fields.ExtraCharge" validate={extraChargeRange} />
        <BooleanInput source="PreviewPrices" label="app.settings.fields.PreviewPrices" />
      </Section>
      <OrderTypesInputs isRestaurant={isRestaurant} />
      <Section title="app.settings.sections.terms">
        <LocalizedTextInput source="TermsConditions" label="app.settings.fields.TermsConditions" multiline />
      </Section>
    </SettingsForm>
  );
}
