import { LIVE_EVENTS, type PermissionArea } from "./constants";
import { REGISTRY, areaOf, auditEntitiesOf, type RegistryEntry } from "./resources";

/**
 * The registry entry recording the record an event is about: each event names it (`new-order`,
 * `update-reservation`: the audit entity after the verb).
 */
export function entryOfLiveEvent<E extends RegistryEntry<string>>(
  event: string,
  entries: readonly E[],
): E | undefined {
  const entity = event.slice(event.indexOf("-") + 1);
  const resource = auditEntitiesOf(entries).find((known) => known.entity === entity)?.resource;
  return entries.find((candidate) => candidate.name === resource);
}

/**
 * The areas whose events a branch channel carries, from the events themselves: the registry entry recording an
 * event's record is guarded by an area. An event of a record no guarded entry records is a mistake, refused at start.
 */
export function channelAreasOf(
  events: readonly string[],
  entries: readonly RegistryEntry<string>[],
): string[] {
  const areas = events.map((event) => {
    const entry = entryOfLiveEvent(event, entries);
    const area = entry && areaOf(entry);
    if (!area) throw new Error(`The live event "${event}" is about no record an area guards`);
    return area;
  });
  return [...new Set(areas)];
}

/** Reading any one of these in a branch is what subscribing to its channel takes (DESIGN §5), on both sides. */
export const CHANNEL_AREAS = channelAreasOf(LIVE_EVENTS, REGISTRY) as readonly PermissionArea[];
