// `npm run bench`: speed measurements (never asserted in tests). Each benchmark prints its own figures.
import { benchMenu } from "./menu";

console.log("# Menu editor payload");
await benchMenu();
