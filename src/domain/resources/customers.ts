import { declareEntry } from "./define";

/**
 * The customers directory (issue 50): the people who ordered or stayed, by phone number, with their figures, a note
 * and tags. Read with `customers` (a staff member sees the customers of the branches whose orders or reservations
 * they read); the note and tags are edited with `customers` or `users`; forgetting a customer is the owner's.
 */
export const customers = declareEntry({
  kind: "custom",
  name: "customers",
  labels: {
    en: { one: "Customer", other: "Customers" },
    ar: { one: "عميل", other: "العملاء" },
  },
  access: { area: "customers" },
  chalets: true,
  // Material icon People.
  sidebar: {
    group: "operations",
    icon: "M16 11c1.66 0 2.99-1.34 2.99-3S17.66 5 16 5c-1.66 0-3 1.34-3 3s1.34 3 3 3m-8 0c1.66 0 2.99-1.34 2.99-3S9.66 5 8 5C6.34 5 5 6.34 5 8s1.34 3 3 3m0 2c-2.33 0-7 1.17-7 3.5V19h14v-2.5c0-2.33-4.67-3.5-7-3.5m8 0c-.29 0-.62.02-.97.05 1.16.84 1.97 1.97 1.97 3.45V19h6v-2.5c0-2.33-4.67-3.5-7-3.5",
    to: "/customers",
  },
  auditEntities: ["customer"],
  keepsRecords: true,
});
