import { declareResource, namesField } from "./define";

/** A branch's slug: lowercase letters and digits in dash-separated groups (its address in the QR app). */
export const BRANCH_SLUG_PATTERN = "^[a-z0-9]+(?:-[a-z0-9]+)*$";

// Branches of a business (SPEC §7). The slug names the branch alone in its QR app address, so no two branches of
// any business share one; left out, the server makes one from the English name (server/modules/branches/hooks.ts).
// A business keeps at least one branch; a branch goes with its settings and app logins. Its QR codes and settings
// are served apart (server/modules/branches, settings).
export const branches = declareResource({
  name: "branches",
  labels: {
    en: { one: "Branch", other: "Branches" },
    ar: { one: "فرع", other: "الفروع" },
  },
  path: "business/{businessId}/branches",
  scope: "business",
  area: "branches",
  table: "branches",
  auditEntity: "branch",
  auditEntities: ["login_qr"],
  inSession: true,
  titleField: "locales",
  defaultSort: { field: "id", order: "asc" },
  concurrency: true,
  // Material icon AccountTree.
  sidebar: {
    group: "organisation",
    icon: "M22 11V3h-7v3H9V3H2v8h7V8h2v10h4v3h7v-8h-7v3h-2V8h2v3z",
    to: "/branches/list",
  },
  fields: [
    namesField(),
    {
      name: "slug",
      type: "text",
      label: { en: "Slug", ar: "المعرّف في الرابط" },
      maxLength: 64,
      pattern: BRANCH_SLUG_PATTERN,
      patternMessage: "catalog.slugFormat",
      example: "main-branch",
      unique: "table",
      uniqueMessage: "catalog.slugTaken",
      listed: true,
      searchable: true,
      sortable: true,
    },
  ],
  keepsLast: { message: "catalog.lastBranch" },
});
