import type { Migration } from "kysely";
import * as foundation from "./2026_11_01_000_foundation";

// Names sort by date; each module adds its own migration file here.
export const migrations: Record<string, Migration> = {
  "2026_11_01_000_foundation": foundation,
};
