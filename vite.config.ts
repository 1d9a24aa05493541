import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

// The API server serves the built dashboard; in development Vite proxies API, media and live traffic to it.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      "/api": apiTarget,
      "/media": apiTarget,
      "/data": apiTarget,
      "/app": { target: apiTarget, ws: true },
    },
  },
  build: { outDir: "dist", sourcemap: false, chunkSizeWarningLimit: 2000 },
});
