import type { Locale } from "../../domain/constants";
import { api, ApiError } from "../api";
import { newSubmissionKey, type Cart } from "../cart";
import { clearCart, updateCart } from "../cartStore";
import type { PlacedOrder } from "../types";
import { rememberOrder, rememberTableName } from "../visit";
import type { OrderForm } from "./orderForm";

// Sending the order once: the cart's Idempotency-Key is made at the first try and stored with the cart, so a double
// tap, a retry after a lost answer or a reload mid-send replays the same order instead of making another.

/** The server's field names → the form's. */
const FIELD_OF: Record<string, keyof OrderForm> = {
  type: "type",
  "customer.name": "name",
  "customer.phone": "phone",
  "customer.address": "address",
  payment_method: "paymentMethod",
  notes: "notes",
};

export type Outcome =
  | { placed: PlacedOrder }
  | { fields: Partial<Record<keyof OrderForm, string>>; totalChanged: string | null; message: string };

export async function sendOrder(
  slug: string,
  locale: Locale,
  cart: Cart,
  body: unknown,
  tableToken: string | null,
): Promise<Outcome> {
  const key =
    cart.submissionKey ??
    updateCart(slug, (c) => ({ ...c, submissionKey: newSubmissionKey() })).submissionKey!;
  try {
    const placed = await api.placeOrder(slug, locale, body, key);
    rememberOrder(slug, {
      token: placed.tracking_token,
      number: placed.number,
      placedAt: new Date().toISOString(),
      lines: cart.lines,
    });
    if (tableToken) rememberTableName(tableToken, placed.table);
    clearCart(slug);
    return { placed };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const fields: Partial<Record<keyof OrderForm, string>> = {};
    const others: string[] = [];
    let totalChanged: string | null = null;
    for (const [name, messages] of Object.entries(error.fields)) {
      if (name === "total") totalChanged = messages[0];
      else if (FIELD_OF[name]) fields[FIELD_OF[name]] = messages[0];
      else others.push(...messages);
    }
    const message = others.length
      ? others.join(" ")
      : Object.keys(fields).length || totalChanged
        ? ""
        : error.message;
    return { fields, totalChanged, message };
  }
}
