import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { PermissionSubject } from "../../src/domain/permissions";
import { REGISTRY } from "../../src/domain/resources";
import { isLinkVisible, SIDEBAR_LINKS } from "../../src/layout/sidebar/links";
import { openInApp } from "./session";

// Every route of the sidebar in Arabic reads as Arabic: no text node (nor accessible name, title or placeholder)
// with Latin letters other than data and a few tokens, and no raw translation key. The routes come from the
// sidebar's own list, for the restaurant and for the chalet business (each shows the links it keeps).

const OWNER = { email: "owner@example.com", password: "owner1234" };
const STORE = "RaStoreMenuDashboard.";

interface SessionUser extends PermissionSubject {
  business: (PermissionSubject["business"][number] & {
    type: "restaurant" | "chalet";
    branches: { id: number }[];
  })[];
}

/**
 * Latin text that belongs in Arabic screens: the brand written in Latin letters, technical abbreviations people
 * use as they are (QR codes, a REST key), ISO currency codes, colour codes, e-mails and web addresses.
 */
const ALLOWED_TOKENS: readonly RegExp[] = [
  /\bQR\b/g,
  /\bREST\b/g,
  // The paper size, printed in Latin letters on Arabic paper packs too.
  /\bA4\b/g,
  // Keyboard keys, printed in Latin letters on Arabic keyboards too.
  /\b(Shift|Ctrl|Enter|Esc|Home|End)\b/g,
  /\b[A-Z]{3}\b/g,
  /#[0-9A-Fa-f]{3,8}\b/g,
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g,
  /https?:\/\/\S+/g,
];

// Data is what the API sent: names, e-mails, slugs and texts of records. A localized text's other languages are
// not Arabic data: `{ locale: "en", name: … }` entries are left out, so an English name shown in Arabic fails.
const DATA_FIELDS = new Set([
  "name",
  // An API key's first characters, shown to tell keys apart.
  "prefix",
  "customer_name",
  "unit_name",
  "email",
  "slug",
  "phone",
  "description",
  "address",
  "about",
  "title",
]);

function collectData(value: unknown, into: Set<string>, key = ""): void {
  if (Array.isArray(value)) {
    value.forEach((entry) => collectData(entry, into, key));
    return;
  }
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.locale === "string" && record.locale !== "ar") return;
    for (const [field, entry] of Object.entries(record)) collectData(entry, into, field);
    return;
  }
  if (typeof value === "string" && DATA_FIELDS.has(key) && /[A-Za-z]/.test(value)) into.add(value.trim());
}

// The audits' "Before" column heading, shown once an entry is opened.
const AUDIT_BEFORE = "قبل";

// react-admin, resource and app keys, and any other dotted lower-case key that reached the screen untranslated.
const RAW_KEY = /^(ra|resources|app|[a-z]+)\.[a-z_.]+$/;
// snake_case words are keys or enum values (e.g. `tablet_settings`), never words a person reads.
const SNAKE_CASE = /\b[a-z]+(_[a-z]+)+\b/;

/** What the page shows: its text nodes (not inside form fields, whose values are data) and accessible texts. */
const shownTexts = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim();
      // Code (an HTTP header to type as it is) is not words a person reads.
      if (!text || !element || element.closest("script, style, noscript, textarea, code")) continue;
      if (!element.checkVisibility()) continue;
      texts.push(text);
    }
    for (const element of Array.from(document.querySelectorAll("[aria-label], [title], [placeholder]"))) {
      for (const attribute of ["aria-label", "title", "placeholder"]) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });

/** A shown text with its data and allowed tokens removed still has Latin letters. */
function latinLeft(text: string, data: ReadonlySet<string>): boolean {
  let left = text.replace(/[\u2066-\u2069\u200e\u200f]/g, "");
  // Longest first, so a full name is removed before a shorter name inside it.
  for (const value of [...data].sort((a, b) => b.length - a.length)) left = left.split(value).join(" ");
  for (const token of ALLOWED_TOKENS) left = left.replace(token, " ");
  return /[A-Za-z]/.test(left);
}

async function signIn(page: Page, request: APIRequestContext) {
  const answer = await request.post("/api/auth/login", { data: { ...OWNER, dashboard: true } });
  expect(answer.ok()).toBeTruthy();
  const session = (await answer.json()) as {
    token: string;
    user: SessionUser & { is_business_owner: boolean };
  };
  await page.goto("/login");
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem("token", token);
      localStorage.setItem("user", JSON.stringify(user));
      localStorage.setItem("is_business_owner", String(user.is_business_owner));
      localStorage.setItem("locale", "ar");
    },
    { token: session.token, user: session.user },
  );
  return session.user;
}

for (const businessType of ["restaurant", "chalet"] as const) {
  test(`every sidebar route of the ${businessType} reads as Arabic`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const user = await signIn(page, request);
    const data = new Set<string>();
    collectData(user, data);
    page.on("response", async (response) => {
      if (!response.url().includes("/api/") || !response.headers()["content-type"]?.includes("json")) return;
      collectData(await response.json().catch(() => null), data);
    });
    const business = user.business.find((candidate) => candidate.type === businessType)!;
    await page.evaluate(
      ({ store, business, branch }) => {
        localStorage.setItem(`${store}currentBusinessId`, JSON.stringify(business));
        localStorage.setItem(`${store}currentBranchId`, JSON.stringify(branch));
      },
      { store: STORE, business: business.id, branch: business.branches[0].id },
    );
    const routes = SIDEBAR_LINKS.filter((link) =>
      isLinkVisible(link, user, { id: business.id, type: business.type }),
    ).map((link) => link.to);
    expect(routes.length).toBeGreaterThan(5);
    // The restaurant's owner sees every link of the sidebar but a chalet business's own (the chalet's walk reads
    // those), so every route of it is read.
    if (businessType === "restaurant")
      expect(routes).toEqual(
        SIDEBAR_LINKS.filter((link) => !REGISTRY.find((entry) => entry.name === link.id)?.chaletsOnly).map(
          (link) => link.to,
        ),
      );

    const found: string[] = [];
    for (const [index, route] of routes.entries()) {
      // The first route is loaded as an address; the others are opened through the app, as its links do.
      if (index === 0) {
        await page.goto(route);
        await page.waitForLoadState("networkidle");
        await expect(page.locator(".MuiLinearProgress-root, [role='progressbar']")).toHaveCount(0, {
          timeout: 15_000,
        });
      } else await openInApp(page, route);
      await expect(page.locator('html[dir="rtl"]')).toHaveCount(1);
      if (route === "/audits/list") {
        // The before/after values are read too: the first entries of the page are opened.
        // A click on an entry's row opens it. Only the list's own rows: an opened entry's changes are a table too,
        // and a click on one of its rows would close the entry again.
        const entries = page.locator("tr.RaDataTable-row:has(td:nth-child(3))");
        // Loading shows placeholder rows first; the entries are there once one has its cells.
        await entries.first().waitFor();
        const count = Math.min(await entries.count(), 8);
        for (let index = 0; index < count; index += 1) await entries.nth(index).locator("td").nth(1).click();
        await expect(page.getByText(AUDIT_BEFORE, { exact: true }).first()).toBeVisible();
      }
      for (const text of new Set(await shownTexts(page))) {
        if (RAW_KEY.test(text) || SNAKE_CASE.test(text)) found.push(`${route}: key "${text}"`);
        else if (latinLeft(text, data)) found.push(`${route}: "${text}"`);
      }
    }
    expect(found).toEqual([]);
  });
}

test("English inputs stay left to right in the Arabic layout, Arabic ones right to left", async ({
  page,
  request,
}) => {
  await signIn(page, request);
  const direction = (name: string) =>
    page.locator(`input[name="${name}"]`).evaluate((input) => getComputedStyle(input).direction);

  await page.goto("/branches/create");
  await expect(page.locator('html[dir="rtl"]')).toHaveCount(1);
  await expect(page.locator('input[name="slug"]')).toBeVisible();
  expect(await direction("slug")).toBe("ltr");
  // The English name tab is written left to right, the Arabic one right to left.
  expect(await direction("locales.0.name")).toBe("ltr");
  await page.getByRole("tab", { name: "العربية" }).click();
  expect(await direction("locales.1.name")).toBe("rtl");

  await page.goto("/users/create");
  await expect(page.locator('input[name="email"]')).toBeVisible();
  expect(await direction("email")).toBe("ltr");
  expect(await direction("phone")).toBe("ltr");
  // No password here any more: the person invited chooses their own.
  expect(await direction("name")).toBe("rtl");

  await page.goto("/coupons/create");
  await expect(page.locator('input[name="code"]')).toBeVisible();
  expect(await direction("code")).toBe("ltr");
});
