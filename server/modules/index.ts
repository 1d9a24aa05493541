import type { FastifyInstance } from "fastify";
import authRoutes from "./auth/routes";
import liveRoutes from "./live/routes";
import usersRoutes from "./users/routes";
import profileRoutes from "./users/profile";
import settingsRoutes from "./settings/routes";
import notificationsRoutes from "./notifications/routes";
import permissionsRoutes from "./permissions/routes";
import configRoutes from "./config/routes";
import auditsRoutes from "./audits/routes";
import apiKeysRoutes from "./api-keys/routes";
import mediaRoutes from "./media/routes";
import orderExportRoutes from "./orders/export";
import orderRoutes from "./orders/routes";
import kitchenRoutes from "./orders/kitchen";
import reservationRoutes from "./reservations/routes";
import reservationExportRoutes from "./reservations/export";
import invoiceRoutes from "./invoices/routes";
import businessRoutes from "./business/routes";
import branchRoutes from "./branches/routes";
import menuRoutes from "./menus/routes";
import categoryRoutes from "./categories/routes";
import itemRoutes from "./items/routes";
import pricingRoutes from "./pricing/routes";
import appsRoutes from "./apps/routes";
import overviewRoutes from "./overview/routes";
import dayReportRoutes from "./day-report/routes";
import declaredRoutes from "./declared/routes";
import publicRoutes from "./public/routes";
import publicStaysRoutes from "./public-stays/routes";
import searchRoutes from "./search/routes";
import webhookRoutes from "./webhooks/routes";

/** Every module's routes, under /api. Each module adds one line here. */
export async function registerRoutes(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(liveRoutes);
  await app.register(profileRoutes);
  await app.register(usersRoutes);
  await app.register(settingsRoutes);
  await app.register(notificationsRoutes);
  await app.register(permissionsRoutes);
  await app.register(configRoutes);
  await app.register(auditsRoutes);
  await app.register(apiKeysRoutes);
  await app.register(mediaRoutes);
  await app.register(orderRoutes);
  await app.register(orderExportRoutes);
  await app.register(kitchenRoutes);
  await app.register(reservationRoutes);
  await app.register(reservationExportRoutes);
  await app.register(invoiceRoutes);
  // Businesses, items and pricing, and what is not CRUD of branches (QR codes), menus (the editor's document) and
  // categories (sort, settings); their CRUD, and holidays', are declared (./declared).
  await app.register(businessRoutes);
  await app.register(branchRoutes);
  await app.register(menuRoutes);
  await app.register(categoryRoutes);
  await app.register(itemRoutes);
  await app.register(pricingRoutes);
  await app.register(appsRoutes);
  await app.register(overviewRoutes);
  await app.register(dayReportRoutes);
  await app.register(declaredRoutes);
  await app.register(publicRoutes);
  await app.register(publicStaysRoutes);
  await app.register(searchRoutes);
  await app.register(webhookRoutes);
}
