// `npm run bench [-- orders|menu|public-menu|public-orders|start|payload|menu-editor|bundle|coverage|storefront|search|kitchen|order-picker ...]`: speed measurements, never
// asserted in tests, never failing a build. Each row runs beside a baseline started in the same run.
// DATABASE_URL=postgres://... runs the database rows on a PostgreSQL database created and dropped by the bench;
// BENCH_SECONDS sets the length of each load run.
import { execFileSync } from "node:child_process";
import { benchBundle } from "./bundle";
import { benchCoverage } from "./coverage";
import { benchKitchen } from "./kitchen";
import { benchMenu } from "./menu";
import { benchMenuEditor } from "./menu-editor";
import { benchMenuLoad } from "./menu-load";
import { benchOrderPicker } from "./order-picker";
import { benchOrders } from "./orders";
import { benchPublicMenu } from "./public-menu";
import { benchPublicOrders } from "./public-orders";
import { benchSearch } from "./search";
import { benchStart } from "./start";
import { benchStorefront } from "./storefront";

const rows: Record<string, () => Promise<unknown>> = {
  orders: benchOrders,
  menu: benchMenuLoad,
  "public-menu": benchPublicMenu,
  "public-orders": benchPublicOrders,
  start: benchStart,
  payload: benchMenu,
  "menu-editor": benchMenuEditor,
  bundle: benchBundle,
  coverage: benchCoverage,
  storefront: benchStorefront,
  search: benchSearch,
  kitchen: benchKitchen,
  "order-picker": benchOrderPicker,
};
const asked = process.argv.slice(2).filter((name) => name in rows);
const chosen = asked.length ? asked : ["orders", "menu", "public-menu", "public-orders", "start", "search"];

// The rows measure the server as `npm start` runs it: build it first.
execFileSync("node", ["scripts/build-server.mjs"], { stdio: "inherit" });

for (const name of chosen) {
  console.log(`\n# ${name}`);
  try {
    await rows[name]();
  } catch (error) {
    console.log(`  ${name} could not run: ${error instanceof Error ? error.message : String(error)}`);
  }
}
process.exit(0);
