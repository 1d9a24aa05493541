import type { CurrentUser } from "../authProvider/types";

/** A signed-in owner with one restaurant of two branches; override any field. */
export const buildUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 1,
  name: "Mona Owner",
  email: "owner@example.com",
  phone: null,
  media: null,
  email_verified: true,
  type: "owner",
  currency: "KWD",
  is_business_owner: true,
  permissions: [],
  hotels: [],
  business: [
    {
      id: 10,
      name: "Mona Grill",
      type: "restaurant",
      locales: [
        { locale: "en", name: "Mona Grill" },
        { locale: "ar", name: "مشويات منى" },
      ],
      is_owner: true,
      branches: [
        { id: 100, slug: "downtown", locales: [{ locale: "en", name: "Downtown" }] },
        { id: 101, slug: "marina", locales: [{ locale: "en", name: "Marina" }] },
      ],
      menus: [{ id: 7, type: "normal", locales: [{ locale: "en", name: "Main Menu" }] }],
    },
  ],
  ...overrides,
});

/** Signs the user in as the session keeps it (token, user, owner flag). */
export function signInAs(user: CurrentUser = buildUser()): CurrentUser {
  localStorage.setItem("token", "test-token");
  localStorage.setItem("user", JSON.stringify(user));
  localStorage.setItem("is_business_owner", String(user.is_business_owner));
  return user;
}
