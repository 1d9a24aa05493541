import type { Locale } from "../constants";

// The fields of a resource declaration and their labels (DESIGN §3b); the declaration itself is in types.ts.

export type FieldType =
  | "text"
  /**
   * The `locales` array `[{ locale, name, description? }]`; the first locale's name is required. The field is named
   * `locales` and stored in the `locales` (JSON) and `search` (lower-cased names) columns, as server/db/locales.ts does.
   */
  | "localized"
  | "number"
  /** Integer fils in the database, an exact decimal (3 places) on the wire. */
  | "money"
  | "boolean"
  /** YYYY-MM-DD */
  | "date"
  /** ISO-8601, stored in UTC */
  | "datetime"
  /** HH:mm */
  | "time"
  | "enum"
  /** #rrggbb */
  | "colour"
  | "url"
  | "phone"
  /** The id of a record of another declared resource of the same business. */
  | "reference"
  /**
   * The id of an uploaded picture of the same business, or of the user's own upload not yet in a business (a
   * picture just chosen in a form).
   */
  | "media"
  /**
   * The ids of the record's media (pictures, videos, YouTube links) in order, with `attach`. No column: a sent list
   * replaces the record's media (the first image featured, removed ones deleted with their files), answered in
   * full under `attach.expandedAs`.
   */
  | "mediaList"
  /** The id of the record's parent, of the type its `parent.typeField` names (a polymorphic owner). */
  | "parent";

export type FieldValue = string | number | boolean | null;

/** A text in each language of the dashboard. */
export type Label = Readonly<Record<Locale, string>>;

/**
 * A resource's name in English: one record, and the plain plural that names the list (its title, its sidebar
 * link, the permissions editor's area).
 */
export interface EnglishName {
  one: string;
  other: string;
  /** The sidebar link's name when it is not the plural (Business). */
  link?: string;
}

/**
 * A resource's name in Arabic, in polyglot's six Arabic forms (0, 1, 2, 3–10, 11–99, 100+). react-admin asks for
 * a title's name with smart_count 2, so the forms left out (zero, two, few, many) are the plain plural `other`;
 * the app's own counted messages never put a resource's name beside a number.
 */
export interface ArabicName extends EnglishName {
  /**
   * One record with the article, as the edit and show pages' titles name it (تعديل القسيمة); default ال before
   * `one`, which is wrong for a name of two words (نشاط تجاري → النشاط التجاري, بطاقة هدية → بطاقة الهدية).
   */
  definite?: string;
  zero?: string;
  two?: string;
  few?: string;
  many?: string;
}

/** A resource's name in both languages: `resources.{name}.name` and the names the rest of the dashboard shows. */
export interface ResourceLabels {
  en: EnglishName;
  ar: ArabicName;
}

export interface FieldDeclaration {
  /** The column, the wire key and the last part of the label key `resources.{resource}.fields.{name}`. */
  name: string;
  type: FieldType;
  /** Its label in each language (`resources.{resource}.fields.{name}`): list headings, inputs, filters, CSV. */
  label: Label;
  required?: boolean;
  /** Smallest and largest value (number, money: in the wire unit, e.g. KWD). */
  min?: number;
  max?: number;
  /** Numbers only: whole numbers. */
  integer?: boolean;
  minLength?: number;
  maxLength?: number;
  /** A regular expression the whole text must match (text fields). */
  pattern?: string;
  /** A valid value, for the API document and the generated tests (needed with a pattern). */
  example?: FieldValue;
  /** Used on create when the field is not sent. */
  default?: FieldValue;
  /** enum: the allowed values; labels are `resources.{resource}.fields.{name}_options.{value}`. */
  options?: readonly string[];
  /** enum: each value's label in each language (every option has one; the i18n tests check it). */
  optionLabels?: Readonly<Record<string, Label>>;
  /** reference: the declared resource it points at. */
  reference?: string;
  /** A column of the list screen. */
  listed?: boolean;
  /** Part of the list's `q` search. */
  searchable?: boolean;
  /** Sortable in the list; a localized field sorts by its names under the key `name`. */
  sortable?: boolean;
  /** A list filter `?{name}=value`; a reference's `?{name}=0` lists the records without one. */
  filterable?: boolean;
  /**
   * No two records of the same business (branch, for branch resources) share the value; `table`: no two records of
   * the whole table (a branch's slug, which names the branch alone in its QR address).
   */
  unique?: boolean | "table";
  /** The server message key of a value another record has (default `validation.unique`). */
  uniqueMessage?: string;
  /** The server message key of a text not matching `pattern` (default `validation.pattern`). */
  patternMessage?: string;
  /** reference, media: the server message key of an id not found in the business (default `validation.invalid`). */
  notFoundMessage?: string;
  /** Answered, listed and sorted but never taken from a client: the server sets it (a category's position). */
  readOnly?: boolean;
  /**
   * Required, yet a create may leave it out: the resource's server hooks work it out (a category's menu: its
   * parent's, else the business's first). Never null.
   */
  serverFilled?: boolean;
  /** The server message key when a required field is missing or blank (default `validation.required`). */
  requiredMessage?: string;
  /**
   * media: the picture becomes the record's own featured image (attached under this mediable type; the one it
   * replaces, and the record's on delete, are deleted with their files), answered in full under `expandedAs`.
   */
  attach?: { mediableType: string; expandedAs: string };
  /** Date-times: the dashboard shows the day alone (YYYY-MM-DD), for periods chosen by the day. */
  shownAsDay?: boolean;
  /**
   * Date-times: the generated forms pick a day (DD-MM-YYYY, SPEC §5) saved at this UTC time (HH:mm or HH:mm:ss),
   * and lists show the day; an untouched stored value is sent back as it is.
   */
  dayTime?: string;
  /** Localized fields: each language also has a description, labelled so (`fields.description`). */
  withDescription?: Label;
  /** mediaList: the largest number of media (default 50). */
  maxItems?: number;
  /** parent: what the record belongs to. */
  parent?: ParentDeclaration;
  /** Other names the API also accepts for the field on input (older clients), e.g. `startDate` for `from`. */
  aliases?: readonly string[];
}

/** One kind of parent a record may belong to. */
export interface ParentType {
  /** The stored type, e.g. `Hotel`. */
  type: string;
  /** A record of this table in the same business; none: the business itself. */
  table?: string;
  /**
   * Where the forms find the choices: a resource's list in the current business, or what the session already
   * knows of the current business (its branches, or the business itself).
   */
  choices: { resource: string } | { session: "branches" | "business" };
}

/**
 * A polymorphic parent: the `typeField` (an enum field whose options are the types) and this field's id. Sent
 * neither, the record goes to the first record of `defaultType`, else to the business itself; a type alone picks
 * the first record of that type; an id alone is of `defaultType`. A parent outside the business answers 422.
 */
export interface ParentDeclaration {
  typeField: string;
  types: readonly ParentType[];
  defaultType: string;
  /** The server message key of a parent not found in the business. */
  notFoundMessage: string;
}
