import { Type, type Static } from "typebox";
import { WEBHOOK_EVENTS, WEBHOOK_URL_MAX_LENGTH } from "../../../src/domain/constants";
import { Id, NullableInteger, NullableString, PageQuery } from "../../http/schemas";

export const WebhookEventIn = Type.Enum([...WEBHOOK_EVENTS]);
const Events = Type.Array(WebhookEventIn, {
  minItems: 1,
  maxItems: WEBHOOK_EVENTS.length,
  uniqueItems: true,
});
const Url = Type.String({ minLength: 1, maxLength: WEBHOOK_URL_MAX_LENGTH });

export const EndpointCreateBody = Type.Object({
  url: Url,
  events: Events,
  enabled: Type.Optional(Type.Boolean()),
});
export type EndpointCreateInput = Static<typeof EndpointCreateBody>;

export const EndpointUpdateBody = Type.Object({
  url: Type.Optional(Url),
  events: Type.Optional(Events),
  enabled: Type.Optional(Type.Boolean()),
});
export type EndpointUpdateInput = Static<typeof EndpointUpdateBody>;

export const EndpointParams = Type.Object({ businessId: Id, id: Id });
export const DeliveryParams = Type.Object({ businessId: Id, id: Id, deliveryId: Id });
export const DeliveryListQuery = PageQuery;

const DeliveryStatus = Type.Union([
  Type.Literal("pending"),
  Type.Literal("delivered"),
  Type.Literal("failed"),
]);

export const EndpointOut = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  events: Type.Array(Type.String()),
  enabled: Type.Boolean(),
  /** the secret's last four characters, to tell which one a receiver has */
  secret_hint: Type.String(),
  /** the whole secret: in the answer to a single endpoint only (owners), never in the list */
  secret: Type.Optional(Type.String()),
  last_status: Type.Union([DeliveryStatus, Type.Null()]),
  created_at: Type.String(),
  updated_at: Type.String(),
});

export const AttemptOut = Type.Object({
  attempted_at: Type.String(),
  ok: Type.Boolean(),
  response_code: NullableInteger,
  error: NullableString,
  duration_ms: Type.Integer(),
});

export const DeliveryOut = Type.Object({
  id: Type.Integer(),
  /** the id receivers see in the body and the X-Webhook-Id header */
  uid: Type.String(),
  event: Type.String(),
  status: DeliveryStatus,
  attempts: Type.Integer(),
  next_attempt_at: NullableString,
  last_response_code: NullableInteger,
  last_error: NullableString,
  created_at: Type.String(),
  delivered_at: NullableString,
  attempt_log: Type.Array(AttemptOut),
});
