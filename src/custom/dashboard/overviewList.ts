import type { BusinessType } from "../../domain/constants";
import { orders } from "../../domain/resources/orders";
import { reservations } from "../../domain/resources/reservations";

/** Whether a business keeps stays (chalets, hotels) rather than orders (restaurants, salons). */
export const keepsStays = (type: BusinessType | undefined) => type === "chalet" || type === "hotel";

/**
 * The list the Overview's figures come from, the page most often opened next: its first page is asked for ahead,
 * at the start of a load at the Overview's address and by the Overview itself.
 */
export const listLedTo = (type: BusinessType | undefined) => (keepsStays(type) ? reservations : orders);
