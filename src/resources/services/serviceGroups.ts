import type { GetListResult, RaRecord } from "react-admin";

/** One group of the services list answer (SPEC §7: grouped by serviceable_type). */
export interface ServiceGroup {
  serviceable_type: string;
  services: RaRecord[];
}

const isGroup = (entry: unknown): entry is ServiceGroup =>
  typeof entry === "object" && entry !== null && Array.isArray((entry as ServiceGroup).services);

/** The services of a grouped answer, in order, as one list (records pass through unchanged). */
export const flattenServices = (entries: readonly unknown[]): RaRecord[] =>
  entries.flatMap((entry) => (isGroup(entry) ? entry.services : [entry as RaRecord]));

/** react-query `select` of the list: the page's groups become rows; total already counts services. */
export const selectFlatServices = (result: GetListResult): GetListResult => ({
  ...result,
  data: flattenServices(result.data),
});
