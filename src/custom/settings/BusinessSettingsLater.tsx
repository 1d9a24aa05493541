import { BooleanInput, maxValue, minValue, NumberInput, SelectInput } from "react-admin";
import {
  CURRENCIES,
  EXTRA_CHARGE_MIN,
  GENERAL_DISCOUNT_MAX,
  GENERAL_DISCOUNT_MIN,
} from "../../domain/constants";
import { TimeZoneInput } from "../configurations/TimeZoneInput";
import { ColorInput } from "./ColorInput";
import { COLOR_KEYS, PAYMENT_STATUS_COLORS, RESERVATION_STATUS_COLORS } from "./fields";
import { LocalizedTextInput } from "./LocalizedTextInput";
import { OrderTypesInputs } from "./OrderTypesInputs";
import { Section } from "./Section";

const discountRange = [minValue(GENERAL_DISCOUNT_MIN), maxValue(GENERAL_DISCOUNT_MAX)];
const extraChargeRange = [minValue(EXTRA_CHARGE_MIN)];

/** The three sections of colours: the brand's, and those of the reservation and payment statuses. */
const COLOR_SECTIONS = [
  {
    title: "app.settings.sections.colors",
    colors: COLOR_KEYS.map((key) => ({ source: key, label: `app.settings.fields.${key}` })),
  },
  {
    title: "app.settings.sections.reservationStatusColors",
    colors: RESERVATION_STATUS_COLORS.map((name) => ({
      source: `ReservationStatusColors.${name}`,
      label: `app.settings.statusColors.${name}`,
    })),
  },
  {
    title: "app.settings.sections.paymentStatusColors",
    colors: PAYMENT_STATUS_COLORS.map((name) => ({
      source: `PaymentStatusColors.${name}`,
      label: `app.settings.statusColors.${name}`,
    })),
  },
];

/** Business Settings' sections after the first screen: colours, money, order types, terms (SPEC §3). */
export default function BusinessSettingsLater({ isRestaurant }: { isRestaurant: boolean }) {
  return (
    <>
      {COLOR_SECTIONS.map(({ title, colors }) => (
        <Section key={title} title={title}>
          {colors.map(({ source, label }) => (
            <ColorInput key={source} source={source} label={label} />
          ))}
        </Section>
      ))}
      <Section title="app.settings.sections.pricing">
        <TimeZoneInput source="TimeZone" label="app.settings.fields.TimeZone" />
        <SelectInput
          source="Currency"
          label="app.settings.fields.Currency"
          choices={CURRENCIES.map((id) => ({ id, name: id }))}
          translateChoice={false}
        />
        <NumberInput
          source="GeneralDiscount"
          label="app.settings.fields.GeneralDiscount"
          validate={discountRange}
        />
        <NumberInput
          source="ExtraCharge"
          label="app.settings.fields.ExtraCharge"
          validate={extraChargeRange}
        />
        <BooleanInput source="PreviewPrices" label="app.settings.fields.PreviewPrices" />
      </Section>
      <OrderTypesInputs isRestaurant={isRestaurant} />
      <Section title="app.settings.sections.terms">
        <LocalizedTextInput source="TermsConditions" label="app.settings.fields.TermsConditions" multiline />
      </Section>
    </>
  );
}
