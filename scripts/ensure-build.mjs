// `npm start` serves the built dashboard and runs the built server: build each once when it is missing or older
// than its sources (the server bundles server/ and the shared rules in src/domain/).
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildServer, SERVER_OUT } from "./build-server.mjs";

// A folder's own time counts too: a file deleted from the sources rebuilds.
const newest = (dir) => {
  let latest = fs.statSync(dir).mtimeMs;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
};
const olderThan = (file, sources) => !fs.existsSync(file) || fs.statSync(file).mtimeMs < sources;

if (olderThan("dist/index.html", Math.max(newest("src"), fs.statSync("index.html").mtimeMs))) {
  console.log("Building the dashboard (first start or sources changed)...");
  execSync("npx vite build --logLevel warn", { stdio: "inherit" });
}
if (
  olderThan(
    SERVER_OUT,
    Math.max(newest("server"), newest("src/domain"), fs.statSync("package-lock.json").mtimeMs),
  )
) {
  console.log("Building the server (first start or sources changed)...");
  await buildServer();
}
