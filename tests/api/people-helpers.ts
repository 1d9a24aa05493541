import type { FastifyInstance } from "fastify";
import { DEMO, injectAs, login, userBusinesses } from "./helpers";

// Shared set-up of the people test files: the demo logins and the ids of their businesses.

export const DEMO_MANAGER = { email: "sara@example.com", password: "staff1234" } as const;

export interface PeopleContext {
  owner: string;
  staff: string;
  other: string;
  restaurant: { id: number; branches: { id: number }[] };
  chalet: { id: number; branches: { id: number }[] };
  otherBusiness: { id: number; branches: { id: number }[] };
  ids: { owner: number; staff: number; other: number };
}

export async function peopleContext(app: FastifyInstance): Promise<PeopleContext> {
  const [owner, staff, other] = await Promise.all([login(app, DEMO.owner), login(app, DEMO.staff), login(app, DEMO.other)]);
  const businesses = await userBusinesses(app, owner);
  const [otherBusiness] = await userBusinesses(app, other);
  const idOf = async (token: string) => (await injectAs(app, token, { method: "GET", url: "/api/users/info" })).json().data.id as number;
  return {
    owner,
    staff,
    other,
    restaurant: businesses.find((b) => b.type === "restaurant")!,
    chalet: businesses.find((b) => b.type === "chalet")!,
    otherBusiness,
    ids: { owner: await idOf(owner), staff: await idOf(staff), other: await idOf(other) },
  };
}

/** en and ar answers of one call, for checking a message in both languages. */
export async function bothLocales(app: FastifyInstance, token: string, options: Parameters<typeof injectAs>[2]) {
  const [en, ar] = await Promise.all([injectAs(app, token, { ...options, locale: "en" }), injectAs(app, token, { ...options, locale: "ar" })]);
  return { en, ar };
}
