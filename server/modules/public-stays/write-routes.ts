import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { DataOf, ErrorBody } from "../../http/schemas";
import { HttpError } from "../../errors";
import { pickLocale } from "../../i18n";
import { PUBLIC_BODY_MAX_BYTES } from "../../../src/domain/constants";
import { chaletBranch } from "./branch";
import { quoteLimits, stayRequestLimits } from "./limits";
import { quoteStay } from "./quote";
import { requestStay, sha256 } from "./request";
import { stayView } from "./stay-view";
import {
  IdempotencyHeaders,
  ListingParams,
  QuoteBody,
  QuoteOut,
  StayRequestBody,
  StayRequestOut,
  stayMessages,
  tags,
  TokenParams,
  TrackingOut,
} from "./schemas";
import { publicErrors } from "./read-routes";

const access = { scope: "public" } as const;
const base = "/public/branches/:slug/listings/:id";
const writeErrors = { ...publicErrors, 413: ErrorBody };

/** A customer prices a stay, asks for it, and follows the request; no sign-in, bounded bodies, rate limited. */
const writeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limitQuotes = quoteLimits(app);
  const limitRequests = stayRequestLimits(app);

  app.post(
    `${base}/quote`,
    {
      bodyLimit: PUBLIC_BODY_MAX_BYTES,
      config: { access, messages: stayMessages },
      schema: {
        tags,
        summary: "The price of a stay, night by night, and whether it can be booked",
        params: ListingParams,
        body: QuoteBody,
        response: { 200: DataOf(QuoteOut), ...writeErrors },
      },
    },
    async (request) => {
      await limitQuotes(request);
      const branch = await chaletBranch(app.db, request.params.slug);
      const locale = pickLocale(request.headers);
      return { data: await quoteStay(app.db, branch, request.params.id, request.body, locale) };
    },
  );

  app.post(
    `${base}/stay-requests`,
    {
      bodyLimit: PUBLIC_BODY_MAX_BYTES,
      config: { access, messages: stayMessages },
      schema: {
        tags,
        summary: "Ask for a stay: a pending reservation the owner accepts in the dashboard",
        description:
          "An Idempotency-Key header makes a retried submit answer the first request's reservation (200) instead of making a second.",
        params: ListingParams,
        headers: IdempotencyHeaders,
        body: StayRequestBody,
        response: { 200: DataOf(StayRequestOut), 201: DataOf(StayRequestOut), ...writeErrors },
      },
    },
    async (request, reply) => {
      const branch = await chaletBranch(app.db, request.params.slug);
      const result = await requestStay(
        app,
        request,
        { branch, listingId: request.params.id, key: request.headers["idempotency-key"] },
        request.body,
        limitRequests,
      );
      const view = (await stayView(app.db, result.reservationId))!;
      return reply
        .status(result.created ? 201 : 200)
        .send({ data: { ...view, tracking_token: result.token } });
    },
  );

  app.get(
    "/public/stay-requests/:token",
    {
      config: { access },
      schema: {
        tags,
        summary: "A stay request's status, by its tracking token",
        params: TokenParams,
        response: { 200: DataOf(TrackingOut), ...publicErrors },
      },
    },
    async (request) => {
      const row = await app.db
        .selectFrom("public_stay_tokens")
        .select("reservation_id")
        .where("token_hash", "=", sha256(request.params.token))
        .executeTakeFirst();
      const view = row && (await stayView(app.db, row.reservation_id));
      if (!view) throw new HttpError(404, "publicStays.requestNotFound");
      return { data: view };
    },
  );
};

export default writeRoutes;
