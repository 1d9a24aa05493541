import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { errorResponses } from "../../http/schemas";

const AppsConfigOut = Type.Object({
  data: Type.Object({
    qr_app_url: Type.String(),
    orders_app_url: Type.String(),
    tablet_app_url: Type.String(),
  }),
});

/**
 * The addresses of the companion apps (QR_APP_URL, ORDERS_APP_URL, TABLET_APP_URL), for the links of the
 * dashboard's user menu (SPEC §2 Shell: QR App, Orders App, Tablet App).
 */
const appsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    "/apps/config",
    {
      config: { access: { scope: "everyone" } },
      schema: { tags: ["Apps"], response: { 200: AppsConfigOut, ...errorResponses } },
    },
    async () => ({
      data: {
        qr_app_url: app.config.qrAppUrl,
        orders_app_url: app.config.ordersAppUrl,
        tablet_app_url: app.config.tabletAppUrl,
      },
    }),
  );
};

export default appsRoutes;
