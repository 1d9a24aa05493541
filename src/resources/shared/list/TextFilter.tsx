import { TextInput, type TextInputProps } from "react-admin";
import type { FilterDeclaration } from "./listFilters";

/** A filter by a typed text (a declared field that is neither a choice nor a yes/no). */
export const TextFilter = (props: FilterDeclaration & Omit<TextInputProps, "source">) => (
  <TextInput {...props} />
);
