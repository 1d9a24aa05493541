import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema/index";
import { HttpError } from "../../errors";
import { recordAudit } from "../../plugins/audit";
import { normalizePhone } from "../../../src/domain/phone";
import { customerOfPhone, isBlocked } from "./repository";

// A customer the business tagged `blocked` cannot order or ask for a stay through the public API (issue 50). They
// are told only that the request could not be taken (nothing says why, so nobody learns they are blocked), and the
// attempt is audited — in its own write, as the refused request writes nothing else — so the owner sees it.

/** The neutral refusal: 422 with a message that names no reason. */
const refused = () =>
  new HttpError(422, "public.requestRefused", {}, { "customer.phone": "public.requestRefused" });

export async function refuseBlockedCustomer(
  db: Kysely<DB>,
  request: FastifyRequest,
  target: { businessId: number; branchId: number; phone: string; attempt: "order" | "stay" },
): Promise<void> {
  const phone = normalizePhone(target.phone);
  if (!phone) return;
  const customer = await customerOfPhone(db, target.businessId, phone);
  if (!customer || !isBlocked(customer)) return;
  await recordAudit(db, request, {
    action: "refused",
    entity: "customer",
    entityId: customer.id,
    businessId: target.businessId,
    branchId: target.branchId,
    after: { attempt: target.attempt },
  });
  throw refused();
}
