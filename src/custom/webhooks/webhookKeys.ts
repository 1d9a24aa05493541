/** Query keys of the Webhooks page: the endpoints of a business, and one endpoint's delivery log. */
export const webhooksKey = (businessId: number | undefined) => ["webhooks", businessId] as const;
export const deliveriesKey = (businessId: number, endpointId: number, page: number) =>
  ["webhooks", businessId, endpointId, "deliveries", page] as const;
