// Row types of the catalog tables (categories, items, prices, holidays, services, events, hotels, ...).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CatalogTables {}
