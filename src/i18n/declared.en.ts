// English strings of the declared resources' own screens, beside what their declarations name
// (src/domain/resources: names, fields and options, made into messages by registryMessages.ts).
export const declaredResourcesEnglish = {
  services: { empty: "No services yet" },
  events: { empty: "No events yet" },
  floors: { empty: "No floors yet", noName: "No Name", tables: "Tables (%{count})" },
  tables: { editTitle: "Edit Table", fields: { floor: "Floor" } },
  hotels: { empty: "No hotels yet" },
  holidays: { empty: "You don't have holidays", fields: { dates: "Dates" } },
  coupons: { empty: "No coupons yet" },
};
