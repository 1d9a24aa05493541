import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import {
  BusinessIdParams,
  BusinessParams,
  DataOf,
  DeletedOut,
  ListOf,
  errorResponses,
  writeErrors,
} from "../../http/schemas";
import { notFound } from "../../errors";
import { mapList } from "../../db/pagination";
import { normalizePhone } from "../../../src/domain/phone";
import type { RouteAccess } from "../../plugins/access";
import { loadAccess } from "../../plugins/tenancy";
import {
  customerOrderOut,
  customerOut,
  customerStayOut,
  favouritesOf,
  findCustomer,
  namesOf,
  pageOfCustomerOrders,
  pageOfCustomerStays,
  pageOfCustomers,
} from "./repository";
import {
  CustomerDetailOut,
  CustomerListQuery,
  CustomerOrderOut,
  CustomerOut,
  CustomerStayOut,
  CustomerUpdateBody,
  PageQuery,
} from "./schemas";
import { forgetCustomer, sightOf, updateCustomer } from "./service";

// The customers directory of a business (issue 50; docs/customers.md). Read with `customers` (owners always); a
// staff member sees the customers of the branches whose orders or reservations they read, and of a customer only
// those orders and stays. The note and tags are edited with `customers` or `users`; forgetting is the owner's.

const read: RouteAccess = { scope: "business", area: "customers", action: "read" };
const edit: RouteAccess = { scope: "business", area: ["customers", "users"], action: "update" };
const owner: RouteAccess = { scope: "owner" };
const tags = ["Customers"];

async function sightFor(request: FastifyRequest, businessId: number) {
  return sightOf(await loadAccess(request), businessId);
}

const customersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = "/business/:businessId/customers";

  app.get(
    base,
    {
      config: { access: read },
      schema: {
        tags,
        description:
          "The business's customers: search by name or phone (`q`), a tag, or one phone; sorted by the latest visit, money spent or orders.",
        params: BusinessParams,
        querystring: CustomerListQuery,
        response: { 200: ListOf(CustomerOut), ...errorResponses },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      const query = request.query;
      // A phone that is no number finds nobody (rather than every customer).
      const phone = query.phone !== undefined ? (normalizePhone(query.phone) ?? "-") : undefined;
      const sight = await sightFor(request, businessId);
      return mapList(await pageOfCustomers(app.db, businessId, sight, { ...query, phone }), customerOut);
    },
  );

  app.get(
    `${base}/:id`,
    {
      config: { access: read },
      schema: {
        tags,
        params: BusinessIdParams,
        response: { 200: DataOf(CustomerDetailOut), ...errorResponses },
      },
    },
    async (request) => {
      const { businessId, id } = request.params;
      const row = await findCustomer(app.db, businessId, id, await sightFor(request, businessId));
      if (!row) throw notFound();
      const [names, favourites] = await Promise.all([
        namesOf(app.db, id),
        favouritesOf(app.db, businessId, row.phone),
      ]);
      return { data: { ...customerOut(row), names, favourites } };
    },
  );

  app.get(
    `${base}/:id/orders`,
    {
      config: { access: read },
      schema: {
        tags,
        description: "The customer's orders in the branches whose orders the caller reads, newest first.",
        params: BusinessIdParams,
        querystring: PageQuery,
        response: { 200: ListOf(CustomerOrderOut), ...errorResponses },
      },
    },
    async (request) => {
      const { businessId, id } = request.params;
      const sight = await sightFor(request, businessId);
      const row = await findCustomer(app.db, businessId, id, sight);
      if (!row) throw notFound();
      const page = await pageOfCustomerOrders(
        app.db,
        businessId,
        row.phone,
        sight.orderBranches,
        request.query,
      );
      return mapList(page, customerOrderOut);
    },
  );

  app.get(
    `${base}/:id/stays`,
    {
      config: { access: read },
      schema: {
        tags,
        description:
          "The customer's stays in the branches whose reservations the caller reads, newest first.",
        params: BusinessIdParams,
        querystring: PageQuery,
        response: { 200: ListOf(CustomerStayOut), ...errorResponses },
      },
    },
    async (request) => {
      const { businessId, id } = request.params;
      const sight = await sightFor(request, businessId);
      const row = await findCustomer(app.db, businessId, id, sight);
      if (!row) throw notFound();
      const page = await pageOfCustomerStays(
        app.db,
        businessId,
        row.phone,
        sight.stayBranches,
        request.query,
      );
      return mapList(page, customerStayOut);
    },
  );

  app.put(
    `${base}/:id`,
    {
      config: { access: edit },
      schema: {
        tags,
        description:
          "Edits the customer's note and tags (`blocked` refuses their orders and stay requests online).",
        params: BusinessIdParams,
        body: CustomerUpdateBody,
        response: { 200: DataOf(CustomerOut), ...writeErrors },
      },
    },
    async (request) => {
      const { businessId, id } = request.params;
      const sight = await sightFor(request, businessId);
      return { data: await updateCustomer(app.db, request, { businessId, id, sight }, request.body) };
    },
  );

  app.post(
    `${base}/:id/forget`,
    {
      config: { access: owner },
      schema: {
        tags,
        description:
          "Deletes the customer's personal data on their request: name, phone, address and notes leave their orders and stays (an anonymised marker stands in), the money stays.",
        params: BusinessIdParams,
        response: { 200: DeletedOut, ...writeErrors },
      },
    },
    async (request) => {
      const { businessId, id } = request.params;
      return { data: await forgetCustomer(app.db, request, { businessId, id }) };
    },
  );
};

export default customersRoutes;
