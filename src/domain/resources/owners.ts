import { DEFAULT_EVENTABLE_TYPE, SERVICEABLE_TYPES } from "../media";
import type { FieldDeclaration } from "./types";

// What services and events belong to (SPEC §3): a hotel, a branch or the business itself, of the same business.
// Without one the record goes to the business's first hotel, or to the business when it has none.

/** The `{prefix}_type` and `{prefix}_id` fields of a service's or event's owner. */
export function ownerFields(prefix: "serviceable" | "eventable"): FieldDeclaration[] {
  const typeField = `${prefix}_type`;
  return [
    {
      name: typeField,
      type: "enum",
      label: { en: "Belongs to", ar: "تابعة لـ" },
      options: SERVICEABLE_TYPES,
      optionLabels: {
        Hotel: { en: "Hotel", ar: "فندق" },
        Business: { en: "Business", ar: "نشاط تجاري" },
        Branch: { en: "Branch", ar: "فرع" },
      },
      listed: true,
      filterable: true,
    },
    {
      name: `${prefix}_id`,
      type: "parent",
      label: { en: "Owner", ar: "الجهة" },
      listed: true,
      parent: {
        typeField,
        defaultType: DEFAULT_EVENTABLE_TYPE,
        notFoundMessage: "media.ownerNotFound",
        types: [
          { type: "Hotel", table: "hotels", choices: { resource: "hotels" } },
          { type: "Branch", table: "branches", choices: { session: "branches" } },
          { type: "Business", choices: { session: "business" } },
        ],
      },
    },
  ];
}
