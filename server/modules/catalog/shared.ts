// Moved to server/shared and server/http/schemas.ts; kept for the declared resources' module until it imports them
// from there itself.
export { assertFresh, assertWritten, nextUpdatedAt } from "../../shared/concurrency";
export { isoFromInput } from "../../shared/date-input";
export { groupBy } from "../../shared/group-by";
export { slashed } from "../../shared/paths";
export { DeletedOut, LocalesOut, UpdatedAtIn, writeErrors } from "../../http/schemas";
