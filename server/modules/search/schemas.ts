import { Type } from "typebox";
import { SEARCH_KINDS } from "../../../src/domain/constants";

/** What was typed: up to 100 characters (a name, a phone number, an order's number). */
export const SearchQuery = Type.Object(
  { q: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);

export const SearchHitOut = Type.Object({
  kind: Type.Enum([...SEARCH_KINDS]),
  id: Type.Integer(),
  branch_id: Type.Union([Type.Integer(), Type.Null()]),
  menu_id: Type.Union([Type.Integer(), Type.Null()]),
  title: Type.String(),
  subtitle: Type.String(),
});
