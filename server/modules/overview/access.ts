/** Restaurant and salon figures come from orders; chalet and hotel figures from reservations. */
export type OverviewArea = "orders" | "reservations";
