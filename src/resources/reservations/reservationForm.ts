import { DEFAULT_PHONE_COUNTRY } from "../../domain/constants";
import { normalizePhone } from "../../domain/phone";

/** Form values of the reservation create and edit pages. */
export interface ReservationFormValues {
  item_id?: number;
  unit?: number;
  from?: string;
  to?: string;
  status?: string;
  customer?: { name?: string; phone?: string };
  customer_phone_country?: string;
  notes?: string | null;
  updated_at?: string;
}

/**
 * The body of a create or an update: days (YYYY-MM-DD) get the business's check-in/out times on the server;
 * the customer's phone is sent in E.164. An update carries the updated_at it loaded (409 when stale).
 */
export function toReservationPayload(values: ReservationFormValues, isNew: boolean) {
  const phone = values.customer?.phone ?? "";
  const body = {
    item_id: values.item_id,
    unit: values.unit ?? 1,
    from: values.from,
    to: values.to,
    customer: {
      name: (values.customer?.name ?? "").trim(),
      phone: normalizePhone(phone, values.customer_phone_country || DEFAULT_PHONE_COUNTRY) ?? phone.trim(),
    },
    notes: values.notes ?? "",
  };
  return isNew ? body : { ...body, status: values.status, updated_at: values.updated_at };
}
