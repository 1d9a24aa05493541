import { DECLARED_RESOURCES } from "../../../src/domain/resources";
import { declaredResourcesArabic } from "../../../src/i18n/declared.ar";
import { declaredResourcesEnglish } from "../../../src/i18n/declared.en";

// Messages of the declared resources: the generic rules the declarations add, and each declared permission area's
// name for the permissions editor, taken from the dashboard's label catalogues so a resource is named once.

type Labels = Record<string, { page: { list: string } }>;
const areaNames = (labels: Labels) =>
  Object.fromEntries(
    // Only an area of the resource's own: a resource guarded by a wider area (hotels by `business`) names nothing.
    DECLARED_RESOURCES.filter((d) => labels[d.name] && d.area === d.name).map((d) => [
      `people.areas.${d.area}`,
      labels[d.name].page.list,
    ]),
  );

export const declared = {
  en: {
    "validation.unique": "This value is already used",
    ...areaNames(declaredResourcesEnglish),
  },
  ar: {
    "validation.unique": "هذه القيمة مستخدمة بالفعل",
    ...areaNames(declaredResourcesArabic),
  },
};
