import type { CatalogTables } from "./catalog";
import type { FoundationTables } from "./foundation";
import type { OperationsTables } from "./operations";

export type * from "./foundation";
export type * from "./catalog";
export type * from "./operations";

export interface DB extends FoundationTables, CatalogTables, OperationsTables {}
