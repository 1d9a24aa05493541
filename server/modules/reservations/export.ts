import { Type } from "typebox";
import { csvAmount } from "../../../src/domain/csv";
import { balanceDue } from "../../../src/domain/reservations";
import { nameIn, parseLocales } from "../../db/locales";
import { branchListExportRoutes } from "../../shared/branch-list-export";
import { byIdChunks } from "../../shared/csv-stream";
import { PeriodQuery } from "../../shared/dated-list";
import { selectedReservations, unitName, withListing } from "./repository";
import { PaymentStateIn, ReservationStatusIn } from "./schemas";

/** The list's filters, without its page and sort: the export writes every matching stay, oldest first. */
const ReservationExportQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 255 })),
  status: Type.Optional(ReservationStatusIn),
  payment_state: Type.Optional(PaymentStateIn),
  item_id: Type.Optional(Type.Integer({ minimum: 1 })),
  ...PeriodQuery,
});

const HEADINGS = [
  "number",
  "listing",
  "unit",
  "checkIn",
  "checkOut",
  "nights",
  "status",
  "customerName",
  "customerPhone",
  "notes",
  "total",
  "paid",
  "balance",
  "currency",
  "paymentState",
  "booked",
] as const;

/**
 * The reservations list's Export, from the server, as the orders' one: every stay the list's filters select, read a
 * thousand at a time and streamed in one request; check-in, check-out and booking times as local date and time.
 */
export default branchListExportRoutes({
  area: "reservations",
  tag: "Reservations",
  summary: "The stays the list's filters select, as a CSV file (streamed)",
  querystring: ReservationExportQuery,
  headings: HEADINGS,
  async rows({ db, branchId, filters, bounds, locale, localTime, code }) {
    const { query } = await selectedReservations(db, branchId, filters, bounds);
    const chunks = byIdChunks((lastId, limit) =>
      withListing(query.where("reservations.id", ">", lastId))
        .orderBy("reservations.id")
        .limit(limit)
        .execute(),
    );
    return (async function* () {
      for await (const chunk of chunks)
        yield chunk.map((stay) => [
          stay.id,
          nameIn(parseLocales(stay.listing_locales), locale),
          unitName(stay.unit_names, stay.unit),
          localTime(stay.from),
          localTime(stay.to),
          stay.nights,
          code("status", stay.status),
          stay.customer_name,
          stay.customer_phone,
          stay.notes,
          csvAmount(stay.total),
          csvAmount(stay.paid),
          csvAmount(balanceDue(stay.status, stay.total, stay.paid)),
          stay.currency,
          code("paymentState", stay.payment_state),
          localTime(stay.created_at),
        ]);
    })();
  },
});
