import { declareResource, type ResourceDeclaration } from "../domain/resources";

// A resource the product does not have, declared here and nowhere else: the tests that prove adding a plain
// resource takes its declaration and its migration alone (tests/api/declared-new-resource.test.ts for the API,
// src/resources/declared/NewResource.test.tsx for the screens) serve it beside the registry's. Listed in the
// registry's array, its area would be one PermissionArea names; outside it, it is typed as such.
export const giftCards = declareResource({
  name: "gift_cards",
  labels: {
    en: { one: "Gift card", other: "Gift cards" },
    ar: { one: "بطاقة هدية", definite: "بطاقة الهدية", other: "بطاقات الهدايا" },
  },
  path: "business/{businessId}/gift-cards",
  scope: "business",
  area: "gift_cards",
  table: "gift_cards",
  auditEntity: "gift_card",
  titleField: "code",
  defaultSort: { field: "expires_on", order: "asc" },
  concurrency: true,
  // Material icon CardGiftcard.
  sidebar: {
    group: "catalog",
    icon: "M20 6h-2.18c.11-.31.18-.65.18-1 0-1.66-1.34-3-3-3-1.05 0-1.96.54-2.5 1.35l-.5.67-.5-.68C10.96 2.54 10.05 2 9 2 7.34 2 6 3.34 6 5c0 .35.07.69.18 1H4c-1.11 0-1.99.89-1.99 2L2 19c0 1.11.89 2 2 2h16c1.11 0 2-.89 2-2V8c0-1.11-.89-2-2-2m-5-2c.55 0 1 .45 1 1s-.45 1-1 1-1-.45-1-1 .45-1 1-1M9 4c.55 0 1 .45 1 1s-.45 1-1 1-1-.45-1-1 .45-1 1-1m11 15H4v-2h16zm0-5H4V8h5.08L7 10.83 8.62 12 11 8.76l1-1.36 1 1.36L15.38 12 17 10.83 14.92 8H20z",
  },
  fields: [
    {
      name: "code",
      type: "text",
      label: { en: "Code", ar: "الرمز" },
      required: true,
      pattern: "^[A-Z0-9-]{4,24}$",
      example: "GIFT-100",
      unique: true,
      listed: true,
      searchable: true,
      sortable: true,
    },
    {
      name: "balance",
      type: "money",
      label: { en: "Balance", ar: "الرصيد" },
      required: true,
      min: 0,
      listed: true,
      sortable: true,
    },
    {
      name: "expires_on",
      type: "date",
      label: { en: "Expires on", ar: "تنتهي في" },
      required: true,
      listed: true,
      sortable: true,
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
}) as unknown as ResourceDeclaration;
