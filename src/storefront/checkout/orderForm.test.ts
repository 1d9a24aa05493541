import { describe, expect, it } from "vitest";
import type { PricedLine } from "../cart";
import type { PublicBranch } from "../types";
import { checkForm, initialForm, orderRequest, typesOffered, type OrderForm } from "./orderForm";

const branch = (order_types: string[]) =>
  ({ order_types, payment_methods: ["cash", "knet"] }) as PublicBranch;
const form = (overrides: Partial<OrderForm> = {}): OrderForm => ({
  type: "self_pickup",
  name: "Sara",
  phone: "5123 0077",
  address: "",
  notes: "",
  paymentMethod: "cash",
  ...overrides,
});
const priced: PricedLine[] = [
  {
    line: { itemId: 4, priceId: 9, addonIds: [2], quantity: 2, note: "no onions" },
    item: undefined,
    available: true,
    input: { unitPrice: 1250, quantity: 2, addons: [250], discount: null },
  },
];

describe("the checkout form", () => {
  it("offers dine-in only with a table's token, and picks it at a table", () => {
    const both = branch(["dine_in", "self_pickup"]);
    expect(typesOffered(both, null)).toEqual(["self_pickup"]);
    expect(initialForm(both, "token").type).toBe("dine_in");
    expect(initialForm(both, null, { type: "dine_in", name: "Sara" })).toMatchObject({
      type: "self_pickup",
      name: "Sara",
    });
  });

  it("says what is missing or wrong before sending", () => {
    expect(checkForm(form())).toEqual({});
    expect(checkForm(form({ name: " ", phone: "" }))).toEqual({ name: "required", phone: "required" });
    expect(checkForm(form({ phone: "5123" }))).toEqual({ phone: "invalidPhone" });
    expect(checkForm(form({ type: "delivery" }))).toEqual({ address: "required" });
    expect(checkForm(form({ type: "" }))).toEqual({ type: "required" });
  });

  it("sends the lines, the number in international form, the table and the total the customer saw", () => {
    const body = orderRequest(form({ type: "dine_in" }), priced, "token", 3000);
    expect(body).toEqual({
      type: "dine_in",
      lines: [{ item_id: 4, quantity: 2, price_id: 9, addon_ids: [2], price: 1.25, note: "no onions" }],
      customer: { name: "Sara", phone: "+96551230077" },
      table_token: "token",
      payment_method: "cash",
      total: 3,
    });
    const delivery = orderRequest(form({ type: "delivery", address: " Block 4 " }), priced, "token", null);
    expect(delivery).not.toHaveProperty("table_token");
    expect(delivery).not.toHaveProperty("total");
    expect(delivery.customer).toEqual({ name: "Sara", phone: "+96551230077", address: "Block 4" });
  });
});
