import type { Locale } from "../domain/constants";
import {
  isDeclaration,
  type ArabicName,
  type EnglishName,
  type Label,
  type RegistryEntry,
  type ResourceDeclaration,
  type ResourceLabels,
} from "../domain/resources";

// The names and labels the registry's entries declare (src/domain/resources), as catalogue messages: each
// language's catalogue is made with them (english.ts, arabic.ts), so a resource is named in one place.
//   resources.{name}.name          polyglot's forms: "Coupon |||| Coupons", Arabic's six
//   resources.{name}.page.*        a declared resource's page titles, which react-admin reads: its list's name
//                                  (also its sidebar link), Add …, Edit … and the record's page
//   resources.{name}.entity        one record, as the audits name it
//   resources.{name}.fields.{f}    every declared field, enum option, count and parent column
//   app.shell.links.{name}         the sidebar link of a custom entry

/** Labels every declared resource's records have, beside its declared fields. */
const COMMON_FIELDS: Readonly<Record<string, Label>> = {
  id: { en: "ID", ar: "المعرّف" },
  created_at: { en: "Created", ar: "تاريخ الإنشاء" },
  updated_at: { en: "Updated", ar: "آخر تحديث" },
};
const BRANCH: Label = { en: "Branch", ar: "الفرع" };

const isPageLabel = (labels: ResourceLabels | Label): labels is Label => typeof labels.en === "string";

/** A name in polyglot's plural forms of the language: English one | other; Arabic 0 | 1 | 2 | 3–10 | 11–99 | 100+. */
export function pluralName(labels: ResourceLabels, locale: Locale): string {
  if (locale === "en") return [labels.en.one, labels.en.other].join(" |||| ");
  const ar: ArabicName = labels.ar;
  return [ar.zero, ar.one, ar.two, ar.few, ar.many, ar.other].map((form) => form ?? ar.other).join(" |||| ");
}

/** The name a list, its sidebar link and its permission area show. */
export const listName = (labels: ResourceLabels, locale: Locale): string => {
  const name: EnglishName = labels[locale];
  return name.link ?? name.other;
};

/** A declared resource's page titles (react-admin's `resources.{name}.page.*`). */
function pageTitles(labels: ResourceLabels, locale: Locale) {
  const list = listName(labels, locale);
  if (locale === "en") {
    const one = labels.en.one;
    return { list, create: `Add ${one}`, edit: `Edit ${one}`, show: one };
  }
  const definite = labels.ar.definite ?? `ال${labels.ar.one}`;
  return { list, create: `إضافة ${labels.ar.one}`, edit: `تعديل ${definite}`, show: definite };
}

/** `resources.{name}.fields`: each field's label, an enum's options, the counts and the parent column. */
function fieldLabels(declaration: ResourceDeclaration<string>, locale: Locale): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, label] of Object.entries(COMMON_FIELDS)) fields[key] = label[locale];
  if (declaration.branchMove) fields.branch_id = BRANCH[locale];
  for (const field of declaration.fields) {
    fields[field.name] = field.label[locale];
    // A localized field is sorted and filtered as `name`; an attached picture is answered under its own key.
    if (field.type === "localized") fields.name = field.label[locale];
    if (field.withDescription) fields.description = field.withDescription[locale];
    if (field.attach) fields[field.attach.expandedAs] = field.label[locale];
    if (field.optionLabels)
      fields[`${field.name}_options`] = Object.fromEntries(
        Object.entries(field.optionLabels).map(([option, label]) => [option, label[locale]]),
      );
  }
  for (const count of declaration.counts ?? []) fields[count.key] = count.label[locale];
  if (declaration.pathParent) fields[declaration.pathParent.column] = declaration.pathParent.label[locale];
  return fields;
}

export interface RegistryMessages {
  resources: Record<string, Record<string, unknown>>;
  app: { shell: { links: Record<string, string> } };
}

/** The messages of a language that the entries declare. */
export function registryMessages(
  entries: readonly RegistryEntry<string>[],
  locale: Locale,
): RegistryMessages {
  const messages: RegistryMessages = { resources: {}, app: { shell: { links: {} } } };
  for (const entry of entries) {
    const labels = entry.labels;
    if (!labels) continue;
    if (isPageLabel(labels)) {
      messages.app.shell.links[entry.name] = labels[locale];
      continue;
    }
    const name = pluralName(labels, locale);
    if (!isDeclaration(entry)) {
      messages.resources[entry.name] = { name };
      messages.app.shell.links[entry.name] = listName(labels, locale);
      continue;
    }
    messages.resources[entry.name] = {
      name,
      entity: labels[locale].one,
      page: pageTitles(labels, locale),
      fields: fieldLabels(entry, locale),
    };
  }
  return messages;
}
