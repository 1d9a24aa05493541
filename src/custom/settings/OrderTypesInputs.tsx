import { BooleanInput } from "react-admin";
import { ORDER_TYPE_KEYS } from "./fields";
import { Section } from "./Section";

/** DineIn, Delivery, CarPickup, SelfPickUp: shown only for restaurants (SPEC §3). */
export function OrderTypesInputs({ isRestaurant }: { isRestaurant: boolean }) {
  if (!isRestaurant) return null;
  return (
    <Section title="app.settings.sections.orderTypes">
      {ORDER_TYPE_KEYS.map((key) => (
        <BooleanInput key={key} source={key} label={`app.settings.fields.${key}`} />
      ))}
    </Section>
  );
}
