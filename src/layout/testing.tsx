import { useStore } from "react-admin";
import { useLocation } from "react-router-dom";
import type { CurrentUser } from "../authProvider/types";
import { areaOf, PERMISSION_AREAS, REGISTRY } from "../domain/resources";
import { buildUser } from "../test/users";

// Helpers of the shell's component tests.

// Signing in is shared with every component test (src/test/users.ts).
export { signInAs } from "../test/users";

const owned = buildUser().business[0];

/** The sidebar groups of the day's work: the catalog and the branch's operations (not the office's groups). */
const WORK_GROUPS = new Set(["catalog", "operations"]);
/** Every area an entry of those groups is guarded by, in the permissions editor's order. */
const WORK_AREAS = PERMISSION_AREAS.filter((area) =>
  REGISTRY.some((entry) => WORK_GROUPS.has(entry.sidebar?.group ?? "") && areaOf(entry) === area),
);

/** The demo staff: reads the day's work (WORK_AREAS) in the first branch, nothing of the office. */
export const buildStaff = (): CurrentUser =>
  buildUser({
    id: 2,
    name: "Sami Staff",
    email: "staff@example.com",
    type: "staff",
    is_business_owner: false,
    permissions: WORK_AREAS.map((area) => `branch.100.${area}.read`),
    business: [{ ...owned, is_owner: false }],
  });

/** An owner of a restaurant with two menus and of a chalet business. */
export const buildOwnerOfTwo = (): CurrentUser =>
  buildUser({
    business: [
      {
        ...owned,
        menus: [
          { id: 7, type: "normal", locales: [{ locale: "en", name: "Main Menu" }] },
          { id: 8, type: "subscription", locales: [{ locale: "en", name: "Ramadan Menu" }] },
        ],
      },
      {
        id: 20,
        name: "Khiran Chalets",
        type: "chalet",
        locales: [{ locale: "en", name: "Khiran Chalets" }],
        is_owner: true,
        branches: [{ id: 200, slug: "khiran", locales: [{ locale: "en", name: "Khiran" }] }],
        menus: [{ id: 9, type: "normal", locales: [{ locale: "en", name: "Chalets" }] }],
      },
    ],
  });

/** Shows the current address, for assertions on navigation. */
export const LocationProbe = () => {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
};

/** Shows a react-admin store value, for assertions on the stored scope. */
export const StoreProbe = ({ name }: { name: string }) => {
  const [value] = useStore<unknown>(name);
  return <output data-testid={`store-${name}`}>{value === undefined ? "" : String(value)}</output>;
};
