import type { ComponentType } from "react";
import type { RaRecord } from "react-admin";
import { entryOf, REGISTRY, screenResourcesOf, sidebarOf } from "../domain/resources";
import audits from "./audits";
import business from "./business";
import { declaredResources } from "./declared";
import { iconNamed } from "./icons";
import invoices from "./invoices";
import orders from "./orders";
import reservations from "./reservations";
import users from "./users";

/** The views of one `<Resource>`. */
export interface ResourceViews {
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  recordRepresentation?: string | ((record: RaRecord) => string) | React.ReactElement;
}

/**
 * The hand-made screens of the registry's custom entries that say `screens`, by entry name. A declared
 * resource's screens are generated (src/resources/declared), with overrides of their own.
 */
export const CUSTOM_SCREENS: Readonly<Record<string, ResourceViews>> = {
  audits,
  business,
  invoices,
  orders,
  reservations,
  users,
};

/** Every `<Resource>` of the dashboard, in registry order, with the icon its entry names. */
export const RESOURCES = screenResourcesOf(REGISTRY).map((name) => {
  const declared = declaredResources.find((resource) => resource.name === name);
  const entry = entryOf(name);
  return {
    ...(declared ?? CUSTOM_SCREENS[name]),
    name,
    icon: iconNamed(entry && sidebarOf(entry)?.icon),
  };
});
