import type { PermissionArea } from "../constants";
import type { Label, ResourceLabels, FieldDeclaration } from "./fields";

export type {
  FieldType,
  FieldValue,
  Label,
  EnglishName,
  ArabicName,
  ResourceLabels,
  FieldDeclaration,
  ParentType,
  ParentDeclaration,
} from "./fields";

// The shape of a resource declaration (DESIGN §3b). Pure data plus pure hooks: the server builds routes, schemas
// and queries from it, the dashboard builds screens from it, and the API suite builds its checks from it.

/**
 * Lists at the legacy path answer their page as groups of records sharing the field's value (SPEC §7 services):
 * `{ [field]: value, [key]: records }`, ordered by the field then the asked sort; the counts are of records and
 * the records' attached pictures are reduced to id and src.
 */
export interface GroupedList {
  field: string;
  key: string;
}

/** A record as the hooks see it: wire values (money in KWD, dates as text), after defaults. */
export type DeclaredRecord = Record<string, unknown>;

/** A failed rule: the field and a server message key (with parameters), e.g. `validation.maximum` { limit: 100 }. */
export type HookErrors = Record<string, { key: string; params?: Record<string, string | number> }>;

export interface WriteContext {
  operation: "create" | "update";
  /** The stored record before an update. */
  before?: DeclaredRecord;
}

export interface ResourceHooks {
  /** Rules a field cannot express, over the whole record about to be written; errors answer 422. */
  beforeWrite?: (record: DeclaredRecord, context: WriteContext) => HookErrors | undefined;
  /** Runs after the write is committed, e.g. to notify; failures are logged, the write stands. */
  afterWrite?: (record: DeclaredRecord, context: WriteContext) => void | Promise<void>;
}

/**
 * `?from=&to=` on the list keeps the records whose period [start, end] meets the asked one (either end may be
 * left out). The two fields are date-times; a bad value answers 422.
 */
export interface PeriodFilter {
  start: string;
  end: string;
  /** A `to` given as a day without a time covers that whole day. */
  wholeDayTo?: boolean;
}

/** Another list path answering the same list, e.g. `filter` for `GET {path}/filter`, with its own page size. */
export interface ListView {
  path: string;
  perPage: number;
}

/** Rows of another table a record's detail (GET one) adds under `key`, e.g. a holiday's price of each item. */
export interface DetailRows {
  key: string;
  table: string;
  /** The column of those rows holding this record's id. */
  foreignKey: string;
  /** Wire name, column (the wire name when left out) and type; money is read from fils. */
  columns: readonly { name: string; column?: string; type: "integer" | "money" | "text" }[];
  orderBy: string;
}

/** Rows of another table pointing at a record, counted and answered under `key` (e.g. a floor's `tables_count`). */
export interface ChildCount {
  key: string;
  /** The count's label in each language (`resources.{resource}.fields.{key}`). */
  label: Label;
  table: string;
  /** The column of those rows holding this record's id. */
  foreignKey: string;
}

/**
 * Branch resources: a `branch_id` sent on create or update puts the record in that branch of the same business
 * (another answers 422 with `message` on `branch_id`; one where the user may not do the same answers 403). On
 * update the rows of each `cascade` table pointing at the record move with it.
 */
export interface BranchMove {
  message: string;
  cascade?: readonly { table: string; column: string }[];
}

/**
 * A record of another declared resource named in the path (e.g. `{floorId}` for a floor's tables): the records
 * are those holding its id in `column`, and every route whose parent is not a record of the same scope answers
 * 404. A `column` value sent on create or update puts the record under another parent of the same scope (else
 * 422 with `message`). Such records have their screens on their parent's page: no sidebar link of their own.
 */
export interface PathParent {
  param: string;
  resource: string;
  column: string;
  /** The column's label in each language (`resources.{resource}.fields.{column}`). */
  label: Label;
  message: string;
}

/** Records elsewhere that keep one from being deleted while any of them points at it. */
export interface DeleteGuard {
  table: string;
  /** The column holding this record's id. */
  column: string;
  /** Further equalities, e.g. a polymorphic owner's type. */
  where?: Readonly<Record<string, string | number>>;
}

export type SidebarGroup = "catalog" | "operations" | "organisation" | "administration";

/** An entry's link in the sidebar (and the page search). */
export interface SidebarEntry {
  /** The group it is drawn in; none: above the groups (Dashboard). */
  group?: SidebarGroup;
  /**
   * The icon: the path data (`d`) of a 24×24 SVG icon, e.g. a Material icon's. The sidebar, the page search and
   * `<Resource>` draw it; the declaration needs no icon map.
   */
  icon: string;
  /** The address it opens (default `/{name}`); its first segment is the route the route guard checks. */
  to?: string;
  /** The entry it follows (else the last link of its group so far, in registry order). */
  after?: string;
  /**
   * The translation key of its name, when the entry's labels do not name it (default `resources.{name}.page.list`
   * for a declared resource, else `app.shell.links.{name}`, both made from the labels); `{businessType}` stands
   * for the current business's type (Chalets Listing).
   */
  label?: string;
}

/** What every registry entry may say besides its access. */
interface EntryCommon {
  /** The resource or page name: react-admin's resource name, the name `canAccess` is asked with. */
  name: string;
  /**
   * A chalet business keeps it (SPEC §6): its sidebar link shows there, and its permission area is offered in a
   * chalet's permissions editor.
   */
  chalets?: boolean;
  /** Only a chalet business has it (the rate calendar of its listings): no other business sees its link. */
  chaletsOnly?: boolean;
  /** The audit entities its server module records (declared resources: besides `auditEntity`). */
  auditEntities?: readonly string[];
  /**
   * A page that keeps records of its own (API keys, webhook endpoints): the audit list names its entries by number,
   * as a resource's, rather than as the business's own values (settings, configurations).
   */
  keepsRecords?: boolean;
}

/**
 * Who may open an entry: every signed-in user; the owner of the business alone (Permissions, Audits,
 * Configurations); or whoever holds the permission area (owners hold every area).
 */
export type EntryAccess<A extends string = PermissionArea> =
  | "everyone"
  | "owner"
  | {
      area: A;
      /**
       * Other areas any one of which opens it too (the daily report: orders or reservations). `area` is the one
       * that places the entry among a business's areas (a chalet business keeps it by `area`).
       */
      orAreas?: readonly A[];
    };

/**
 * A registry entry for what keeps screens and services of its own (orders, users, the menu editor, settings):
 * everything the rest of the product needs to know of it, written once. A full ResourceDeclaration may take its
 * place under the same name.
 */
export interface CustomEntry<A extends string = PermissionArea> extends EntryCommon {
  kind: "custom";
  access: EntryAccess<A>;
  /** API path under /api with its scope placeholders, read by the dataProvider. */
  path?: string;
  /** Where creates, updates and deletes go when not at `path` (SPEC §7 `POST users/`). */
  writePath?: string;
  /** Branch records are checked in their own branch (`branch_id`); business records in any branch. */
  scope?: "business" | "branch";
  /** A react-admin `<Resource>` with its own screens (src/resources/screens.ts), also at /x/list, /x/add, /x/edit/:id. */
  screens?: boolean;
  /**
   * Its name in both languages: a resource's forms (`resources.{name}.name`), or a page's name alone (the
   * sidebar's `app.shell.links.{name}`). None: nothing names it (an entry outside the sidebar and the screens).
   */
  labels?: ResourceLabels | Label;
  /** The order its list opens in (the list page and whatever asks for its first page ahead read it). */
  defaultSort?: ListSort;
  sidebar?: SidebarEntry;
}

/** A list's order as declared: a field, ascending or descending. */
export interface ListSort {
  field: string;
  order: "asc" | "desc";
}

export interface ResourceDeclaration<A extends string = PermissionArea> extends EntryCommon {
  kind?: "declared";
  /** The react-admin resource name and the label prefix `resources.{name}`. */
  name: string;
  /** Its name in both languages (one record, the list), from which every screen, link and area names it. */
  labels: ResourceLabels;
  /** API path under /api with its scope placeholders, e.g. `business/{businessId}/coupons`. */
  path: string;
  scope: "business" | "branch";
  /** Staff need `branch.{id}.{area}.{action}` (DESIGN §5). */
  area: A;
  table: string;
  /** What the audit rows call one record (e.g. `coupon`). */
  auditEntity: string;
  fields: readonly FieldDeclaration[];
  defaultSort: ListSort;
  /** Updates carry the `updated_at` they loaded; a stale one answers 409. */
  concurrency: boolean;
  /** The field that names a record (record representation, page titles). */
  titleField: string;
  /** The sidebar link (`/{name}`), in a group; records under a path parent have none of their own. */
  sidebar: SidebarEntry & { group: SidebarGroup };
  hooks?: ResourceHooks;
  /**
   * Also answered at `/api/{legacyPath}` as older clients call it: records by id alone (their business read from
   * the record), lists over `?business_id=` or every business the user may read the area of, creates in the
   * `business_id` sent or the user's first business. Business resources only.
   */
  legacyPath?: string;
  periodFilter?: PeriodFilter;
  listViews?: readonly ListView[];
  detail?: readonly DetailRows[];
  groupedLegacyList?: GroupedList;
  /**
   * The scope never loses its last record (a business's last menu or branch): a delete, or a bulk delete, that
   * would leave none answers 422 with the message key (on `id`, and as the answer's message) and deletes nothing.
   */
  keepsLast?: { message: string };
  /**
   * The signed-in user's session lists these records (the menu and branch pickers read it): the dashboard reloads
   * it after each save or delete.
   */
  inSession?: boolean;
  /**
   * SPEC §8: a failed save or delete of its generated forms shows the answer's message in a dialog rather than
   * under the fields and in a notice (holidays).
   */
  errorDialog?: boolean;
  /** Delete refused (422 with the message key, nothing deleted) while any guard finds a record. */
  deleteGuard?: {
    guards: readonly DeleteGuard[];
    message: string;
    /** The field the refusal is reported under (default `id`). */
    field?: string;
  };
  counts?: readonly ChildCount[];
  branchMove?: BranchMove;
  pathParent?: PathParent;
  /** Other wire names each id is also answered under (SPEC §3 Table: `branchId` for `branch_id`). */
  idAliases?: Readonly<Record<string, string>>;
}

/** One entry of the registry: a full declaration (generated API and screens) or a custom entry. */
export type RegistryEntry<A extends string = PermissionArea> = ResourceDeclaration<A> | CustomEntry<A>;
