import type { operations, paths } from "./.generated/client";

// The typed client generated from the OpenAPI document (openapi-typescript, `npm run lint:openapi`) type-checks, and
// names what a client needs by operation id: a renamed operation or a changed answer fails here.

type Json<T> = T extends { content: { "application/json": infer Body } } ? Body : never;

type OrderList = Json<operations["listOrders"]["responses"][200]>;
type CreatedOrder = Json<operations["createOrder"]["responses"][201]>;
type SessionUser = Json<operations["getSessionUser"]["responses"][200]>;
type Endpoints = Json<operations["listWebhooks"]["responses"][200]>;

export const orderNumbers = (list: OrderList): number[] => list.data.map((order) => order.id);
export const createdId = (answer: CreatedOrder): number => answer.data.id;
export const email = (user: SessionUser): string => user.data.email;
export const endpointUrls = (answer: Endpoints): string[] => answer.data.map((endpoint) => endpoint.url);
export type OrdersPath = paths["/api/business/{businessId}/branches/{branchId}/orders"];
