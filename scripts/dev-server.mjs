// `npm run dev:server` (and `npm run dev`): the API with reload. esbuild watches the same bundle `npm start` runs
// (scripts/build-server.mjs) into its own file, rebuilding on any change of its sources; node restarts on each
// new bundle.
import { spawn } from "node:child_process";
import * as esbuild from "esbuild";
import { serverBuildOptions } from "./build-server.mjs";

const DEV_OUT = "dist-server/dev.js";

const context = await esbuild.context(serverBuildOptions(DEV_OUT));
await context.rebuild();
await context.watch();
const server = spawn(process.execPath, ["--watch", "--enable-source-maps", DEV_OUT], { stdio: "inherit" });
const stop = () => {
  server.kill("SIGTERM");
  void context.dispose();
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => {
  void context.dispose();
  process.exitCode = code ?? 0;
});
