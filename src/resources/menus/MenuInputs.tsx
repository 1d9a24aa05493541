import { required, SelectInput } from "react-admin";
import { MENU_TYPES, type MenuType } from "../../domain/constants";
import type { LocalizedText } from "../../domain/localizedText";
import { LocalesTabsInput } from "../shared/LocalesTabsInput";

/** "Subscription Menu" / "Normal Menu" (SPEC §2 Forms). */
export const MENU_TYPE_CHOICES = MENU_TYPES.map((type) => ({
  id: type,
  name: `resources.menus.types.${type}`,
}));
export const DEFAULT_MENU_TYPE: MenuType = "normal";

/** Menu form: localized name and the menu type. */
export const MenuInputs = () => (
  <>
    <LocalesTabsInput />
    <SelectInput source="type" choices={MENU_TYPE_CHOICES} validate={required("app.validation.required")} />
  </>
);

export const menuPayload = (values: { locales?: LocalizedText[]; type?: MenuType; updated_at?: string }) => ({
  locales: values.locales,
  type: values.type,
  updated_at: values.updated_at,
});
