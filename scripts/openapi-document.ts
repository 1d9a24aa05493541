import fs from "node:fs";
import path from "node:path";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";

// Writes the API's OpenAPI document to the file named (`npm run lint:openapi` lints it with Redocly and generates
// a typed client from it). The app is built on an empty in-memory database: nothing is served or seeded.

const target = process.argv[2];
if (!target) throw new Error("usage: openapi-document.ts <file.json>");
const app = await buildApp(
  loadConfig({
    databaseUrl: "sqlite::memory:",
    logLevel: "silent",
    seedDemo: false,
    nodeEnv: "test",
    publicUrl: "https://menu.example.net",
  }),
  { seed: false },
);
await app.ready();
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, JSON.stringify(app.swagger(), null, 2));
await app.close();
