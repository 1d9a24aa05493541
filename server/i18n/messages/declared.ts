import { DECLARED_RESOURCES, type ResourceDeclaration } from "../../../src/domain/resources";

// Messages of the declared resources: the generic rules the declarations add, and each declared permission area's
// name for the permissions editor, the plural its declaration gives, so a resource is named once.

const areaNames = (locale: "en" | "ar") =>
  Object.fromEntries(
    // Only an area of the resource's own: a resource guarded by a wider area (hotels by `business`) names nothing.
    DECLARED_RESOURCES.filter((d: ResourceDeclaration) => d.area === d.name).map((d) => [
      `people.areas.${d.area}`,
      d.labels[locale].link ?? d.labels[locale].other,
    ]),
  );

export const declared = {
  en: {
    "validation.unique": "This value is already used",
    ...areaNames("en"),
  },
  ar: {
    "validation.unique": "هذه القيمة مستخدمة بالفعل",
    ...areaNames("ar"),
  },
};
