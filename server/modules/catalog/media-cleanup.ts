// Moved to server/modules/media/removal.ts; kept for the declared resources' module until it imports it from there.
export { removeMediaFiles } from "../media/removal";
