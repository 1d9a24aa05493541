import { rmSync } from "node:fs";

// Every browser test run starts from an empty database and media folder (the server seeds the demo).
rmSync("data/e2e", { recursive: true, force: true });
