// `npm run dev`: the API with reload on port 3001 and Vite with hot reload on PORT (3000), proxying to the API.
import { spawn } from "node:child_process";

const port = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "3001";
const children = [
  spawn(process.execPath, ["scripts/dev-server.mjs"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: `http://localhost:${port}` },
  }),
  spawn("npx", ["vite", "--port", port], { stdio: "inherit", env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
children.forEach((child) =>
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
