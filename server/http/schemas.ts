import { Type, type Static, type TSchema } from "typebox";
import { DEFAULT_PER_PAGE, LOCALES, MAX_PER_PAGE } from "../../src/domain/constants";

// Schema pieces every module uses: validation, TypeScript types and the OpenAPI document from one source.

/** Every integer column is 32-bit (PostgreSQL integer); ids and counts beyond it must be refused, not overflow. */
export const INT_MAX = 2_147_483_647;
export const INT_MIN = -2_147_483_648;
/**
 * The largest amount of money a field takes, in KWD: stored as integer fils it stays inside the 32-bit column
 * (1e9 fils), with room for totals of a few such amounts.
 */
export const MONEY_MAX = 1_000_000;

export const Id = Type.Integer({ minimum: 1, maximum: INT_MAX });

/**
 * A path id read before validation (access hooks run first, so an outsider learns nothing from validation): the
 * number when it is one the `Id` schema accepts, else undefined. A larger one must never reach a query: PostgreSQL
 * refuses integers past INT_MAX with an error, not an empty result.
 */
export function idFromPath(value: unknown): number | undefined {
  // Only text or a number: a body field read before validation may be anything (turning a deeply nested array into
  // a number would recurse through it).
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  const id = Number(value);
  return Number.isInteger(id) && id >= 1 && id <= INT_MAX ? id : undefined;
}
/** An amount of money: 0 to MONEY_MAX, at most 3 decimals are kept (toFils). */
export const Money = (options: { minimum?: number } = {}) =>
  Type.Number({ minimum: options.minimum ?? 0, maximum: MONEY_MAX });
/** A page far beyond any list; bounded so the offset stays a small number on every database. */
export const MAX_PAGE = 1_000_000;
export const Page = Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 });
export const PerPage = (fallback = DEFAULT_PER_PAGE) =>
  Type.Integer({ minimum: 1, maximum: MAX_PER_PAGE, default: fallback });
export const IdParams = Type.Object({ id: Id });
export const BusinessParams = Type.Object({ businessId: Id });
export const BusinessIdParams = Type.Object({ businessId: Id, id: Id });
export const BranchParams = Type.Object({ businessId: Id, branchId: Id });
export const BranchIdParams = Type.Object({ businessId: Id, branchId: Id, id: Id });

/** Required text: an empty string fails with the "required" message. */
export const RequiredString = (options: { maxLength?: number; minLength?: number } = {}) =>
  Type.String({ minLength: options.minLength ?? 1, maxLength: options.maxLength ?? 255 });
export const OptionalText = (maxLength = 5000) =>
  Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

export const LocaleCode = Type.Union(LOCALES.map((l) => Type.Literal(l)));
/** One localized text entry; the first entry's name is required (checked by validateLocales). */
export const LocaleEntry = Type.Object({
  locale: LocaleCode,
  name: Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()])),
  description: Type.Optional(Type.Union([Type.String({ maxLength: 5000 }), Type.Null()])),
});
export const Locales = Type.Array(LocaleEntry, { minItems: 1, maxItems: LOCALES.length });
export type LocaleEntryInput = Static<typeof LocaleEntry>;

/**
 * The page of a list, and `ids`: only those records, the ones found in the list's scope (react-admin's getMany in one
 * request, issue 49). Every list takes both; db/pagination.ts applies them.
 */
export const PageQuery = Type.Object({
  page: Type.Optional(Page),
  per_page: Type.Optional(PerPage()),
  ids: Type.Optional(Type.Array(Id, { maxItems: MAX_PER_PAGE })),
});

export const ListQuery = Type.Object({
  ...PageQuery.properties,
  sort: Type.Optional(Type.String({ maxLength: 64 })),
  order: Type.Optional(
    Type.Union([Type.Literal("asc"), Type.Literal("desc"), Type.Literal("ASC"), Type.Literal("DESC")]),
  ),
  q: Type.Optional(Type.String({ maxLength: 255 })),
});
export type ListQueryInput = Static<typeof ListQuery>;

export const ErrorBody = Type.Object({
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
});

export const DataOf = <T extends TSchema>(schema: T) => Type.Object({ data: schema });
export const ListOf = <T extends TSchema>(schema: T) =>
  Type.Object({
    data: Type.Array(schema),
    total: Type.Integer(),
    /** `total` stopped at the count cap: more rows match (DESIGN §9). */
    total_capped: Type.Boolean(),
    current_page: Type.Integer(),
    per_page: Type.Integer(),
    last_page: Type.Integer(),
  });

/** Error answers documented on every route. */
export const errorResponses = {
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  422: ErrorBody,
};

/** Error answers of an edit: the usual ones and 409 for a stale updated_at (DESIGN §4). */
export const writeErrors = { ...errorResponses, 409: ErrorBody };

export const NullableString = Type.Union([Type.String(), Type.Null()]);
export const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);
export const NullableNumber = Type.Union([Type.Number(), Type.Null()]);

export const LocaleOut = Type.Object({
  locale: Type.String(),
  name: Type.Optional(NullableString),
  description: Type.Optional(NullableString),
});
export const LocalesOut = Type.Array(LocaleOut);

/** A picture reduced to what a card shows (category picture, business logo). */
export const PictureOut = Type.Union([Type.Object({ id: Type.Integer(), src: Type.String() }), Type.Null()]);

/** Deletes answer the id of what is gone. */
export const DeletedOut = Type.Object({ data: Type.Object({ id: Type.Integer() }) });

/** The optimistic-concurrency field of an edit. */
export const UpdatedAtIn = Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()]));

/** The ids of a drag-and-drop order, first to last. */
export const SortIn = Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 5000 });
