import { createElement, type ComponentType, type ReactElement } from "react";
import type { RaRecord } from "react-admin";
import { lazyLoaded, type LazyLoaded } from "../../custom/lazyLoaded";
import { DECLARED_RESOURCES, type ResourceDeclaration } from "../../domain/resources";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
import { getCurrentLocale } from "../../i18n/locale";
import { iconNamed } from "../icons";
import { VIEW_OVERRIDES } from "./overrides";

// The screens of a declared resource, built from its declaration (DESIGN §3b). Views load lazily, one chunk for
// every declared resource; any view can be replaced by a component of its own (overrides.ts).

const DeclaredList = lazyLoaded(() => import("./DeclaredList"));
const DeclaredCreate = lazyLoaded(() => import("./DeclaredCreate"));
const DeclaredEdit = lazyLoaded(() => import("./DeclaredEdit"));
const DeclaredShow = lazyLoaded(() => import("./DeclaredShow"));

type DeclaredView = ComponentType<{ declaration: ResourceDeclaration }>;
export interface ViewOverrides {
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  /** How a record is named where others show it (reference fields, titles), when its title field is not enough. */
  recordRepresentation?: ReactElement;
}

const bound = (View: LazyLoaded<DeclaredView>, declaration: ResourceDeclaration, kind: string) => {
  const Bound = () => createElement(View, { declaration });
  Bound.displayName = `${declaration.name}:${kind}`;
  // The view's chunk can be fetched ahead of its first draw (the sidebar does, as the pointer comes onto a link),
  // and a link to a view whose chunk is in draws it at once.
  return Object.assign(Bound, { preload: View.preload, isLoaded: View.isLoaded });
};

export function resourceFromDeclaration(declaration: ResourceDeclaration, overrides: ViewOverrides = {}) {
  const title = declaration.fields.find((field) => field.name === declaration.titleField);
  return {
    list: overrides.list ?? bound(DeclaredList, declaration, "list"),
    create: overrides.create ?? bound(DeclaredCreate, declaration, "create"),
    edit: overrides.edit ?? bound(DeclaredEdit, declaration, "edit"),
    show: overrides.show ?? bound(DeclaredShow, declaration, "show"),
    icon: iconNamed(declaration.sidebar.icon),
    recordRepresentation:
      overrides.recordRepresentation ??
      ((record: RaRecord) =>
        title?.type === "localized"
          ? localizedName(record[title.name] as LocalizedText[], getCurrentLocale(), `#${record.id}`)
          : String(record[declaration.titleField] ?? `#${record.id}`)),
  };
}

/**
 * Every declared resource's `<Resource>` props, with the views its overrides replace. Records under a parent in
 * their path (a floor's tables) have their screens on the parent's routes (they need its id).
 */
export const declaredResources = DECLARED_RESOURCES.filter((declaration) => !declaration.pathParent).map(
  (declaration) => ({
    name: declaration.name,
    ...resourceFromDeclaration(declaration, VIEW_OVERRIDES[declaration.name]),
  }),
);
