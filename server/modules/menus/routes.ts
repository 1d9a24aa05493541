import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { menus } from "../../../src/domain/resources/menus";
import { Id, errorResponses, idFromPath } from "../../http/schemas";
import { notFound } from "../../errors";
import { perRequest } from "../../shared/per-request";
import { readyMenus } from "./ready-menu";
import { menuStamp } from "./versions";
import { MenuEditorOut } from "./schemas";

/**
 * SPEC §7 Menus. Their list, reads and writes are generated from src/domain/resources/menus.ts (with ./hooks.ts);
 * this module serves the menu editor's document, `GET menu/{menuId}`, from a ready body per menu version.
 */
const menuRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sendMenu = readyMenus(app);
  /** The menu's business and version, read once: by the route's access, then to answer. */
  const stampOf = perRequest(async (request) => {
    const menuId = idFromPath((request.params as { menuId?: unknown }).menuId);
    if (menuId === undefined) return undefined;
    const stamp = await menuStamp(app.db, menuId);
    if (!stamp) throw notFound();
    return stamp;
  });

  // Readable with either the `menu` or the `menus` read permission (SPEC §6).
  app.get(
    "/menu/:menuId",
    {
      config: {
        access: {
          scope: "business",
          area: ["menu", "menus"],
          action: "read",
          business: async (request) => (await stampOf(request))?.businessId,
        },
      },
      schema: {
        tags: [menus.name],
        params: Type.Object({ menuId: Id }),
        response: {
          200: MenuEditorOut,
          304: Type.Null({ description: "Not modified: the If-None-Match tag is current" }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      return sendMenu(request, reply, request.params.menuId, (await stampOf(request))!);
    },
  );
};

export default menuRoutes;
