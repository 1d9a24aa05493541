import { LIVE_EVENTS, type PermissionArea } from "./constants";
import { REGISTRY, areaOf, auditEntitiesOf, type RegistryEntry } from "./resources";

/**
 * The areas whose events a branch channel carries, from the events themselves: each names the record it is about
 * (`new-order`, `update-reservation`: the audit entity after the verb), and the registry entry recording that entity
 * is guarded by an area. An event of a record no guarded entry records is a mistake, refused at start.
 */
export function channelAreasOf(events: readonly string[], entries: readonly RegistryEntry<string>[]): string[] {
  const audited = auditEntitiesOf(entries);
  const areas = events.map((event) => {
    const entity = event.slice(event.indexOf("-") + 1);
    const resource = audited.find((known) => known.entity === entity)?.resource;
    const entry = entries.find((candidate) => candidate.name === resource);
    const area = entry && areaOf(entry);
    if (!area) throw new Error(`The live event "${event}" is about no record an area guards`);
    return area;
  });
  return [...new Set(areas)];
}

/** Reading any one of these in a branch is what subscribing to its channel takes (DESIGN §5), on both sides. */
export const CHANNEL_AREAS = channelAreasOf(LIVE_EVENTS, REGISTRY) as readonly PermissionArea[];
