import { Type, type TSchema } from "typebox";
import { ErrorBody } from "../http/schemas";

// The OpenAPI description of the Pusher HTTP API (issue 49): its operations are in the document under their own tag,
// signed as Pusher signs them (auth_key, auth_timestamp, auth_version, body_md5 and auth_signature in the query,
// an HMAC-SHA256 of the method, path and sorted query with the app's secret), so another backend can read the
// contract. The official `pusher` libraries sign for the caller.

export const PUSHER_TAG = "Live events (Pusher HTTP API)";
/** The security scheme's name, declared beside the bearer one (plugins/third-party.ts). */
export const PUSHER_SIGNATURE = "pusherSignature";

export const pusherSecurityScheme = {
  type: "apiKey",
  in: "query",
  name: "auth_signature",
  description:
    "Pusher's request signature: HMAC-SHA256, with the app's secret, of `METHOD\\n/apps/{appId}/...\\nquery`, the query's " +
    "parameters (auth_key, auth_timestamp within 600 s, auth_version=1.0, body_md5 for a body) sorted by name, " +
    "without auth_signature. https://pusher.com/docs/channels/library_auth_reference/rest-api/#authentication",
} as const;

const SignatureQuery = {
  auth_key: Type.Optional(Type.String({ description: "The app's key." })),
  auth_timestamp: Type.Optional(
    Type.String({ description: "Seconds since the epoch; within 600 s of the server's." }),
  ),
  auth_version: Type.Optional(Type.String({ description: "Always `1.0`." })),
  body_md5: Type.Optional(
    Type.String({ description: "MD5 of the body's bytes, in hex (requests with a body)." }),
  ),
  auth_signature: Type.Optional(Type.String({ description: "The signature (see the security scheme)." })),
};

const ChannelInfo = Type.Object({
  subscription_count: Type.Optional(Type.Integer()),
  user_count: Type.Optional(Type.Integer()),
});

export const ChannelsOut = Type.Object({ channels: Type.Optional(Type.Record(Type.String(), ChannelInfo)) });
export const BatchOut = Type.Object({ batch: Type.Optional(Type.Array(ChannelInfo)) });
export const ChannelOut = Type.Object({
  occupied: Type.Boolean(),
  subscription_count: Type.Optional(Type.Integer()),
  user_count: Type.Optional(Type.Integer()),
});
export const UsersOut = Type.Object({ users: Type.Array(Type.Object({ id: Type.String() })) });

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 413: ErrorBody, 422: ErrorBody };

/** The schema parts of one operation of the Pusher HTTP API: its names, signature, extra query and answers. */
export function pusherOperation(
  operationId: string,
  summary: string,
  description: string,
  ok: TSchema,
  query: Record<string, TSchema> = {},
) {
  return {
    tags: [PUSHER_TAG],
    operationId,
    summary,
    description,
    security: [{ [PUSHER_SIGNATURE]: [] }],
    querystring: Type.Object({ ...SignatureQuery, ...query }),
    response: { 200: ok, ...errors },
  };
}

export const InfoQuery = {
  info: Type.Optional(Type.String({ maxLength: 100, description: "Comma-separated attributes to answer." })),
};
