import type { FastifyInstance } from "fastify";
import businessRoutes from "../business/routes";
import branchRoutes from "../branches/routes";
import menuRoutes from "../menus/routes";
import categoryRoutes from "../categories/routes";
import itemRoutes from "../items/routes";
import pricingRoutes from "../pricing/routes";

/**
 * Catalog part A, registered at once: businesses, items and pricing, and what is not CRUD of branches (QR codes),
 * menus (the editor's document) and categories (sort, settings). Their CRUD, and holidays', are declared.
 */
export default async function catalogRoutes(app: FastifyInstance) {
  await app.register(businessRoutes);
  await app.register(branchRoutes);
  await app.register(menuRoutes);
  await app.register(categoryRoutes);
  await app.register(itemRoutes);
  await app.register(pricingRoutes);
}
