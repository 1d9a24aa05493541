import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { BusinessParams, DataOf, errorResponses } from "../../http/schemas";
import { pickLocale } from "../../i18n";
import { loadAccess } from "../../plugins/tenancy";
import { searchBusiness } from "./service";
import { SearchHitOut, SearchQuery } from "./schemas";

const tags = ["Search"];

/**
 * The global search (Ctrl-K) of a business. Any member may ask (the hook answers 404 for another business); what
 * each kind answers depends on what the member may read, decided in the service by the same `can()`.
 */
const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    "/business/:businessId/search",
    {
      config: { access: { scope: "business", anyMember: true } },
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
