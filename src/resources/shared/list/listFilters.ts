/**
 * What a list's filter element declares about itself, as react-admin's filter form reads it: the list parameter it
 * sets, its label (a message key) and whether it is always shown or offered by the Add filter button.
 */
export interface FilterDeclaration {
  source: string;
  label?: string;
  alwaysOn?: boolean;
}
