import { isValidElement, type ReactElement } from "react";

/**
 * What a list's filter element declares about itself (the props react-admin's filter inputs took, so the lists'
 * filter arrays read the same): the list parameter it sets, its label (a message key) and whether it is always
 * shown or offered by the Add filter button.
 */
export interface FilterDeclaration {
  source: string;
  label?: string;
  alwaysOn?: boolean;
}

export type FilterElement = ReactElement<FilterDeclaration>;

/** A value that sets no filter: nothing, an empty text, or an object of such values (a period not chosen). */
export const isEmptyFilterValue = (value: unknown): boolean =>
  value === "" ||
  value === null ||
  value === undefined ||
  (typeof value === "object" && Object.values(value as object).every(isEmptyFilterValue));

export const filterDeclarations = (filters: readonly ReactElement[] | undefined): FilterElement[] =>
  (filters ?? []).filter((filter): filter is FilterElement => isValidElement(filter));

/** The label of a filter: its own, or the resource's field name as react-admin names it. */
export const filterLabel = ({ props }: FilterElement, resource: string): string =>
  props.label ?? `resources.${resource}.fields.${props.source}`;

/**
 * Whether a filter is drawn: always-on ones, those added with Add filter, and any that holds a value (a link that
 * opens the list filtered by type shows the type filter).
 */
export const isFilterShown = (
  { props }: FilterElement,
  values: Record<string, unknown>,
  displayed: Record<string, boolean>,
): boolean => !!props.alwaysOn || !!displayed[props.source] || !isEmptyFilterValue(values[props.source]);
