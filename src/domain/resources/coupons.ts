import { declareResource } from "./define";
import type { HookErrors } from "./types";

// Discount codes of a business. A percent coupon takes 0–100; a coupon is valid from its first to its last day.
export const coupons = declareResource({
  name: "coupons",
  position: 160,
  path: "business/{businessId}/coupons",
  scope: "business",
  area: "coupons",
  table: "coupons",
  auditEntity: "coupon",
  titleField: "code",
  defaultSort: { field: "valid_from", order: "desc" },
  concurrency: true,
  sidebar: { group: "catalog", icon: "coupon" },
  fields: [
    {
      name: "code",
      type: "text",
      required: true,
      pattern: "^[A-Z0-9-]{3,32}$",
      maxLength: 32,
      example: "SAVE10",
      unique: true,
      listed: true,
      searchable: true,
      sortable: true,
    },
    {
      name: "kind",
      type: "enum",
      required: true,
      options: ["percent", "fixed"],
      listed: true,
      filterable: true,
    },
    { name: "amount", type: "money", required: true, min: 0, listed: true, sortable: true },
    { name: "valid_from", type: "date", required: true, listed: true, sortable: true },
    { name: "valid_to", type: "date", required: true, listed: true, sortable: true },
    { name: "minimum_order_total", type: "money", min: 0 },
    { name: "maximum_uses", type: "number", integer: true, min: 1 },
    { name: "active", type: "boolean", default: true, listed: true, filterable: true },
  ],
  hooks: {
    beforeWrite: (coupon) => {
      const errors: HookErrors = {};
      if (coupon.kind === "percent" && Number(coupon.amount) > 100)
        errors.amount = { key: "validation.maximum", params: { limit: 100 } };
      // Days are YYYY-MM-DD text, which compares as the days do.
      if (String(coupon.valid_from) > String(coupon.valid_to))
        errors.valid_to = { key: "validation.dateRange" };
      return errors;
    },
  },
});

// Coupons' area is not one of SPEC §6's: PermissionArea learns it from here (types.ts NewAreaEntries).
declare module "./types" {
  interface NewAreaEntries {
    coupons: typeof coupons;
  }
}
