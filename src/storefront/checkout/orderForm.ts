import type { OrderType } from "../../domain/constants";
import { fromFils } from "../../domain/money";
import { orderLines, type PricedLine } from "../cart";
import type { MessageKey } from "../i18n";
import { phoneForOrder } from "../phone";
import type { PublicBranch } from "../types";

// The checkout's form: what the customer fills in, its checks (the server's, said before sending: public/orders.ts)
// and the order request made of it and the cart.

export interface OrderForm {
  type: OrderType | "";
  name: string;
  phone: string;
  address: string;
  notes: string;
  paymentMethod: string;
}

/** The order types a customer may pick here: dine-in only with a table's token (it says which table). */
export const typesOffered = (branch: PublicBranch, tableToken: string | null) =>
  branch.order_types.filter((type) => type !== "dine_in" || tableToken) as OrderType[];

export function initialForm(
  branch: PublicBranch,
  tableToken: string | null,
  saved?: Partial<OrderForm>,
): OrderForm {
  const types = typesOffered(branch, tableToken);
  // At a table, the table; else what the customer chose last time, if still offered.
  const type = types.includes("dine_in")
    ? "dine_in"
    : saved?.type && types.includes(saved.type as OrderType)
      ? saved.type
      : (types[0] ?? "");
  return {
    type,
    name: saved?.name ?? "",
    phone: saved?.phone ?? "",
    address: saved?.address ?? "",
    notes: "",
    paymentMethod: branch.payment_methods[0] ?? "cash",
  };
}

export type FormErrors = Partial<Record<keyof OrderForm, MessageKey>>;

export function checkForm(form: OrderForm): FormErrors {
  const errors: FormErrors = {};
  if (!form.type) errors.type = "required";
  if (!form.name.trim()) errors.name = "required";
  if (!form.phone.trim()) errors.phone = "required";
  else if (!phoneForOrder(form.phone)) errors.phone = "invalidPhone";
  if (form.type === "delivery" && !form.address.trim()) errors.address = "required";
  return errors;
}

/** The body of POST /api/public/branches/{slug}/orders; `total` (fils) when the customer was shown it. */
export function orderRequest(
  form: OrderForm,
  priced: readonly PricedLine[],
  tableToken: string | null,
  total: number | null,
) {
  return {
    type: form.type,
    lines: orderLines(priced),
    customer: {
      name: form.name.trim(),
      phone: phoneForOrder(form.phone) ?? form.phone.trim(),
      ...(form.type === "delivery" ? { address: form.address.trim() } : {}),
    },
    ...(form.type === "dine_in" && tableToken ? { table_token: tableToken } : {}),
    payment_method: form.paymentMethod,
    ...(form.notes.trim() ? { notes: form.notes.trim() } : {}),
    ...(total !== null ? { total: fromFils(total) } : {}),
  };
}
