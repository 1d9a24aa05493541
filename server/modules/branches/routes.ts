import { qrRoutes } from "./qr";

// SPEC §7 Branches. Their list, reads and writes are generated from src/domain/resources/branches.ts (with
// ./hooks.ts); this module serves what is not CRUD: the branch QR codes and the exchange of a login code.
export default qrRoutes;
