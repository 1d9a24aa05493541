import { buildApp } from "./app";
import { loadConfig } from "./config";
import { DEMO_LOGINS } from "./db/seed/demo-logins";

// Entry point: read configuration, build, listen, and shut down gracefully on SIGINT/SIGTERM.
const config = loadConfig();
const app = await buildApp(config);

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

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error(error);
  process.exit(1);
}

const url = `http://localhost:${config.port}`;
const logins = DEMO_LOGINS.map((l) => `    ${l.role.padEnd(14)} ${l.email} / ${l.password}`).join("\n");
console.log(`\n  Menu Dashboard is running at ${url}\n  API docs: ${url}/api/docs\n\n  Demo logins:\n${logins}\n`);
