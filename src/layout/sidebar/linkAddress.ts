import { RESOURCES } from "../../resources/screens";
import { servedListAddress } from "../../resources/listAddress";
import type { ShownLink } from "./useSidebarLinks";

const RESOURCE_NAMES = new Set(RESOURCES.map((resource) => resource.name));

/**
 * Where a sidebar link takes the user: a resource's list straight to the address react-admin serves it at
 * ("/orders"), not through SPEC's "/orders/list" and its redirect, which drew an empty page between the page left
 * and the list and made a second navigation. The link itself still shows SPEC's address.
 */
export const linkAddress = (link: Pick<ShownLink, "id" | "to">): string =>
  RESOURCE_NAMES.has(link.id) ? servedListAddress(link.to) : link.to;
