import type { Kysely, Selectable, Transaction } from "kysely";
import { unitNamesFor } from "../../../src/domain/catalogRules";
import { UNITS_MIN, BEDROOMS_MIN } from "../../../src/domain/constants";
import { parseMapsLink } from "../../../src/domain/maps";
import { toFils } from "../../../src/domain/money";
import type { ChaletDetailsTable, DB } from "../../db/schema/index";
import type { FieldErrors } from "../../errors";
import { isMember } from "../../shared/scope-checks";
import type { ChaletInput } from "./schemas";

type Db = Kysely<DB> | Transaction<DB>;
type ChaletRow = Selectable<ChaletDetailsTable>;

export interface ChaletValues {
  units: number;
  unit_names: string;
  bedrooms: number;
  frontage: string;
  address_en: string;
  address_ar: string;
  insurance: number;
  latitude: number | null;
  longitude: number | null;
  owner_id: number | null;
}

const storedNames = (row: ChaletRow | undefined): string[] => {
  try {
    const value: unknown = JSON.parse(row?.unit_names ?? "[]");
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};

/**
 * The chalet details after applying the payload to the stored row (or the defaults of a new listing).
 * Coordinates come from `maps_link` when sent (an empty link clears them), else from latitude/longitude.
 */
export async function chaletValues(
  db: Db,
  businessId: number,
  input: ChaletInput,
  stored: ChaletRow | undefined,
): Promise<{ values: ChaletValues; errors: FieldErrors }> {
  const errors: FieldErrors = {};
  const units = input.units ?? (stored ? Number(stored.units) : UNITS_MIN);
  let unitNames: string[] | null;
  if (input.unit_names) {
    unitNames = unitNamesFor(units, input.unit_names);
    if (!unitNames) errors["itemable.unit_names"] = "catalog.unitNamesTooMany";
  } else {
    // Fewer units drop the names of the removed ones; more units get blank names.
    unitNames = unitNamesFor(units, storedNames(stored).slice(0, units));
  }
  let latitude = input.latitude !== undefined ? input.latitude : (stored?.latitude ?? null);
  let longitude = input.longitude !== undefined ? input.longitude : (stored?.longitude ?? null);
  if (input.maps_link !== undefined) {
    const parsed = parseMapsLink(input.maps_link);
    if (!parsed.valid) errors["itemable.maps_link"] = "catalog.mapsLinkInvalid";
    latitude = parsed.location?.latitude ?? null;
    longitude = parsed.location?.longitude ?? null;
  }
  const ownerId = input.owner_id !== undefined ? input.owner_id : (stored?.owner_id ?? null);
  if (input.owner_id && !(await isMember(db, businessId, input.owner_id)))
    errors["itemable.owner_id"] = "catalog.ownerNotMember";
  const pick = (given: string | null | undefined, fallback: string) =>
    given === undefined ? fallback : (given ?? "").trim();
  return {
    errors,
    values: {
      units,
      unit_names: JSON.stringify(unitNames ?? []),
      bedrooms: input.bedrooms ?? (stored ? Number(stored.bedrooms) : BEDROOMS_MIN),
      frontage: input.frontage === undefined ? (stored?.frontage ?? "") : (input.frontage ?? ""),
      address_en: pick(input.address?.en ?? input.address_en, stored?.address_en ?? ""),
      address_ar: pick(input.address?.ar ?? input.address_ar, stored?.address_ar ?? ""),
      insurance:
        input.insurance === undefined
          ? stored
            ? Number(stored.insurance)
            : 0
          : toFils(input.insurance ?? 0),
      latitude,
      longitude,
      owner_id: ownerId,
    },
  };
}

export const findChalet = (db: Db, itemId: number) =>
  db.selectFrom("chalet_details").selectAll().where("item_id", "=", itemId).executeTakeFirst();

export async function saveChalet(
  trx: Transaction<DB>,
  itemId: number,
  values: ChaletValues,
  stored: ChaletRow | undefined,
) {
  if (stored) await trx.updateTable("chalet_details").set(values).where("id", "=", stored.id).execute();
  else
    await trx
      .insertInto("chalet_details")
      .values({ ...values, item_id: itemId })
      .execute();
}
