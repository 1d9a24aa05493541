// `npm start` serves the built dashboard: build it once when dist/ is missing or older than the sources.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const newest = (dir) => {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
};

const index = "dist/index.html";
const stale = !fs.existsSync(index) || fs.statSync(index).mtimeMs < Math.max(newest("src"), fs.statSync("index.html").mtimeMs);
if (stale) {
  console.log("Building the dashboard (first start or sources changed)...");
  execSync("npx vite build --logLevel warn", { stdio: "inherit" });
}
