/** Fixed demo logins, printed at start and relied on by scripts and browser tests. */
export const DEMO_LOGINS = [
  { role: "Owner", email: "owner@example.com", password: "owner1234" },
  { role: "Staff", email: "staff@example.com", password: "staff1234" },
  { role: "Other owner", email: "other@example.com", password: "other1234" },
] as const;
