import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { menus } from "../../../src/domain/resources/menus";
import { Id, errorResponses } from "../../http/schemas";
import { forbidden, notFound } from "../../errors";
import { can } from "../../../src/domain/permissions";
import { requireBusiness } from "../../plugins/tenancy";
import { readyMenus } from "./ready-menu";
import { menuStamp } from "./versions";
import { MenuEditorOut } from "./schemas";

/**
 * SPEC §7 Menus. Their list, reads and writes are generated from src/domain/resources/menus.ts (with ./hooks.ts);
 * this module serves the menu editor's document, `GET menu/{menuId}`, from a ready body per menu version.
 */
const menuRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sendMenu = readyMenus(app);

  // Readable with either the `menu` or the `menus` read permission (SPEC §6).
  app.get("/menu/:menuId", {
    schema: {
      tags: [menus.name],
      params: Type.Object({ menuId: Id }),
      response: { 200: MenuEditorOut, 304: Type.Null({ description: "Not modified: the If-None-Match tag is current" }), ...errorResponses },
    },
  }, async (request, reply) => {
    const { menuId } = request.params;
    const stamp = await menuStamp(app.db, menuId);
    if (!stamp) throw notFound();
    const { businessId } = stamp;
    const access = await requireBusiness(request, businessId);
    const allowed = (["menu", "menus"] as const).some((area) => can(access, { businessId, area, action: "read" }));
    if (!allowed) throw forbidden();
    return sendMenu(request, reply, menuId, stamp);
  });
};

export default menuRoutes;
