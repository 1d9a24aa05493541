import { declareResource } from "./define";
import type { HookErrors } from "./types";

// Discount codes of a business. A percent coupon takes 0–100; a coupon is valid from its first to its last day.
export const coupons = declareResource({
  name: "coupons",
  labels: {
    en: { one: "Coupon", other: "Coupons" },
    ar: { one: "قسيمة", other: "القسائم" },
  },
  path: "business/{businessId}/coupons",
  scope: "business",
  area: "coupons",
  table: "coupons",
  auditEntity: "coupon",
  titleField: "code",
  defaultSort: { field: "valid_from", order: "desc" },
  concurrency: true,
  // Material icon LocalOffer.
  sidebar: {
    group: "catalog",
    icon: "m21.41 11.58-9-9C12.05 2.22 11.55 2 11 2H4c-1.1 0-2 .9-2 2v7c0 .55.22 1.05.59 1.42l9 9c.36.36.86.58 1.41.58s1.05-.22 1.41-.59l7-7c.37-.36.59-.86.59-1.41s-.23-1.06-.59-1.42M5.5 7C4.67 7 4 6.33 4 5.5S4.67 4 5.5 4 7 4.67 7 5.5 6.33 7 5.5 7",
  },
  fields: [
    {
      name: "code",
      type: "text",
      label: { en: "Code", ar: "الرمز" },
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
      label: { en: "Kind", ar: "النوع" },
      required: true,
      options: ["percent", "fixed"],
      optionLabels: {
        percent: { en: "Percent", ar: "نسبة مئوية" },
        fixed: { en: "Fixed amount", ar: "مبلغ ثابت" },
      },
      listed: true,
      filterable: true,
    },
    {
      name: "amount",
      type: "money",
      label: { en: "Amount", ar: "القيمة" },
      required: true,
      min: 0,
      listed: true,
      sortable: true,
    },
    {
      name: "valid_from",
      type: "date",
      label: { en: "Valid from", ar: "صالحة من" },
      required: true,
      listed: true,
      sortable: true,
    },
    {
      name: "valid_to",
      type: "date",
      label: { en: "Valid to", ar: "صالحة حتى" },
      required: true,
      listed: true,
      sortable: true,
    },
    {
      name: "minimum_order_total",
      type: "money",
      label: { en: "Minimum order total", ar: "الحد الأدنى لإجمالي الطلب" },
      min: 0,
    },
    {
      name: "maximum_uses",
      type: "number",
      label: { en: "Maximum uses", ar: "الحد الأقصى لمرات الاستخدام" },
      integer: true,
      min: 1,
    },
    {
      name: "active",
      type: "boolean",
      label: { en: "Active", ar: "مفعّلة" },
      default: true,
      listed: true,
      filterable: true,
    },
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
