// Moved to server/shared/scope-checks.ts; kept for the declared resources' module until it imports it from there.
export { isInScope, mediaUsable } from "../../shared/scope-checks";
