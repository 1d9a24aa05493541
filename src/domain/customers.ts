import { balanceDue } from "./reservations";

// The customers directory's figures (issue 50; docs/decisions.md). The database keeps them as counters with
// triggers (migration 2026_12_01_100_customers), whose SQL says the same as these rules; the API tests hold the
// counters to these rules over random orders and stays.

/** An order counts as money spent once delivered, or once paid, unless it was rejected. */
export const orderCountsAsSpent = (status: string, paymentState: string) =>
  status !== "rejected" && (status === "delivered" || paymentState === "paid");

/** What a stay adds to money spent: what was paid for it (payments less refunds; deposits are held, not spent). */
export const staySpent = (paid: number) => paid;

/** What a stay still owes: total − paid, nothing on a canceled stay (reservations' own rule). */
export const stayOutstanding = (status: string, total: number, paid: number) =>
  balanceDue(status, total, paid);

/** Tickets are the orders counted and the stays with money paid; the average rounds to the fils. */
export const averageTicket = (spentFils: number, tickets: number) =>
  tickets > 0 ? Math.round(spentFils / tickets) : 0;
