// English labels of the declared resources (src/domain/resources): `resources.{name}.name`, `.page.list` (the plain
// plural the sidebar and the permissions editor show), `.entity` (one record, in the audits) and `.fields.{field}`;
// enum values under `{field}_options`.
export const declaredResourcesEnglish = {
  hotels: {
    name: "Hotel |||| Hotels",
    entity: "Hotel",
    page: { list: "Hotels", create: "Add Hotel", edit: "Edit Hotel", show: "Hotel" },
    empty: "No hotels yet",
    fields: {
      id: "ID",
      name: "Name",
      media: "Image",
      media_id: "Image",
      created_at: "Created",
      updated_at: "Updated",
    },
  },
  holidays: {
    name: "Holiday |||| Holidays",
    entity: "Holiday",
    page: { list: "Holidays", create: "Add Holiday", edit: "Edit Holiday", show: "Holiday" },
    empty: "You don't have holidays",
    fields: {
      id: "ID",
      name: "Name",
      locales: "Name",
      from: "From",
      to: "To",
      dates: "Dates",
      created_at: "Created",
      updated_at: "Updated",
    },
  },
  coupons: {
    name: "Coupon |||| Coupons",
    entity: "Coupon",
    page: { list: "Coupons", create: "Add Coupon", edit: "Edit Coupon", show: "Coupon" },
    empty: "No coupons yet",
    fields: {
      id: "ID",
      code: "Code",
      kind: "Kind",
      kind_options: { percent: "Percent", fixed: "Fixed amount" },
      amount: "Amount",
      valid_from: "Valid from",
      valid_to: "Valid to",
      minimum_order_total: "Minimum order total",
      maximum_uses: "Maximum uses",
      active: "Active",
      created_at: "Created",
      updated_at: "Updated",
    },
  },
};
