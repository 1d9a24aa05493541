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
  const [owner, staff, other] = await Promise.all([
    login(app, DEMO.owner),
    login(app, DEMO.staff),
    login(app, DEMO.other),
  ]);
  const businesses = await userBusinesses(app, owner);
  const [otherBusiness] = await userBusinesses(app, other);
  const idOf = async (token: string) =>
    (await injectAs(app, token, { method: "GET", url: "/api/users/info" })).json().data.id as number;
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
export async function bothLocales(
  app: FastifyInstance,
  token: string,
  options: Parameters<typeof injectAs>[2],
) {
  const [en, ar] = await Promise.all([
    injectAs(app, token, { ...options, locale: "en" }),
    injectAs(app, token, { ...options, locale: "ar" }),
  ]);
  return { en, ar };
}

/** The one-time token of an invitation link (`…/set-password#token=…`) as `POST users` answers it without SMTP. */
export const linkToken = (link: string) => decodeURIComponent(new URL(link).hash.replace(/^#token=/, ""));

/**
 * Adds a staff member the only way there is: the owner invites the e-mail, the person opens the link and chooses
 * their password (which accepts). Answers their session and account id.
 */
export async function addStaff(
  app: FastifyInstance,
  inviter: string,
  person: { business_id: number; name: string; phone: string; email?: string },
  password: string,
) {
  const invited = await injectAs(app, inviter, { method: "POST", url: "/api/users", payload: person });
  if (invited.statusCode !== 202) throw new Error(`invite failed: ${invited.statusCode} ${invited.body}`);
  const token = linkToken(invited.json().data.link);
  const set = await app.inject({
    method: "POST",
    url: "/api/auth/set-password",
    payload: { token, password, password_confirmation: password },
  });
  if (set.statusCode !== 200) throw new Error(`set-password failed: ${set.statusCode} ${set.body}`);
  const { token: session, user } = set.json();
  return { session: session as string, id: user.id as number, email: user.email as string };
}
