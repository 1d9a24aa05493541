import type { Identifier } from "react-admin";

/** SPEC §2: the tables of a floor live under it, /floors/:floorId/tables. */
export const TABLES_ROUTE = "/floors/:floorId/tables";
export const tablesPathOf = (floorId: Identifier) => `/floors/${encodeURIComponent(String(floorId))}/tables`;
