import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { BusinessParams, DataOf, errorResponses } from "../../http/schemas";
import { pickLocale } from "../../i18n";
import { loadAccess } from "../../plugins/tenancy";
import { searchBusiness } from "./service";
import { SearchHitOut, SearchQuery } from "./schemas";

const tags = ["Search"];

/** The areas the search reads: a member who may read none of them is refused (403). */
const SEARCHED_AREAS = [
  "orders",
  "reservations",
  "customers",
  "items",
  "categories",
  "users",
  "branches",
] as const;

/**
 * The global search (Ctrl-K) of a business: for a member who may read any of the areas it searches (404 for
 * another business, 403 for none); what each kind answers depends on what they may read where, decided in the
 * service by the same `can()`.
 */
const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    "/business/:businessId/search",
    {
      config: { access: { scope: "business", area: SEARCHED_AREAS, action: "read" } },
      schema: {
        tags,
        params: BusinessParams,
        querystring: SearchQuery,
        response: { 200: DataOf(Type.Array(SearchHitOut)), ...errorResponses },
      },
    },
    async (request) => {
      const access = await loadAccess(request);
      const { businessId } = request.params;
      return {
        data: await searchBusiness(app.db, access, businessId, request.query.q, pickLocale(request.headers)),
      };
    },
  );
};

export default searchRoutes;
