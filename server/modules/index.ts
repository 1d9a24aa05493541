import type { FastifyInstance } from "fastify";
import authRoutes from "./auth/routes";

/** Every module's routes, under /api. Each module adds one line here. */
export async function registerRoutes(app: FastifyInstance) {
  await app.register(authRoutes);
}
