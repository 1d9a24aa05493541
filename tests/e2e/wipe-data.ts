import { rmSync } from "node:fs";

// Every browser test run starts from an empty database and media folder (the server seeds the demo).
const dataDir = process.argv[2];
if (!dataDir?.startsWith("./data/")) throw new Error("wipe-data expects a folder under ./data/");
rmSync(dataDir, { recursive: true, force: true });
