// Types of build-server.mjs for the TypeScript that imports it (the built-server API test).
import type { BuildOptions } from "esbuild";

export const SERVER_OUT: string;
export function serverBuildOptions(outfile?: string): BuildOptions;
export function buildServer(): Promise<void>;
