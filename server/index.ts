import { buildApp } from "./app";
import { loadConfig } from "./config";
import { DEMO_LOGINS } from "./db/seed/demo-logins";

// Entry point: read configuration, build, listen, and shut down gracefully on SIGINT/SIGTERM.

/** A start that cannot go on says why in one line (not a stack through the bundle) and exits. */
function fail(error: unknown): never {
  console.error(`Menu Dashboard could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return fail(error);
  }
})();
const app = await buildApp(config).catch(fail);

let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host }).catch(fail);

const url = `http://localhost:${config.port}`;
const lines = [`Menu Dashboard is running at ${url}`];
if (config.apiDocs) lines.push(`API docs: ${url}/api/docs`);
// The demo's logins only where the demo is seeded (never by default in production).
if (config.seedDemo)
  lines.push(
    "",
    "Demo logins:",
    ...DEMO_LOGINS.map((l) => `  ${l.role.padEnd(14)} ${l.email} / ${l.password}`),
  );
console.log(`\n${lines.map((line) => (line ? `  ${line}` : "")).join("\n")}\n`);
