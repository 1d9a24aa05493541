import type { MessageParams } from "./i18n";

/** A message key with its parameters; translated into the request's language when the answer is sent. */
export type MessageRef = string | { key: string; params?: MessageParams };
export type FieldErrors = Record<string, MessageRef | MessageRef[]>;

/** An error with a status the client should see (DESIGN §4). Handlers throw these; errors plugin answers them. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly params: MessageParams = {},
    readonly fieldErrors?: FieldErrors,
  ) {
    super(messageKey);
  }
}

export const unauthenticated = () => new HttpError(401, "errors.unauthenticated");
export const forbidden = () => new HttpError(403, "errors.forbidden");
/** Missing, or in another business: never reveal which. */
export const notFound = () => new HttpError(404, "errors.notFound");
export const staleWrite = () => new HttpError(409, "errors.stale");
export const tooLarge = () => new HttpError(413, "errors.tooLarge");
export const unsupportedMedia = () => new HttpError(415, "errors.unsupportedMedia");
export const tooManyRequests = (seconds: number) => new HttpError(429, "errors.tooManyRequests", { seconds });

/** 422 with messages per field; the top-level message is the first field's message unless given. */
export const validationFailed = (
  fieldErrors: FieldErrors,
  messageKey = "errors.validation",
  params: MessageParams = {},
) => new HttpError(422, messageKey, params, fieldErrors);

/** Throws a 422 when any rule failed; rules map a field to a message, or to nothing when it is fine. */
export function assertValid(rules: Record<string, MessageRef | undefined | null | false>): void {
  const failed = Object.fromEntries(Object.entries(rules).filter(([, message]) => !!message)) as FieldErrors;
  if (Object.keys(failed).length) throw validationFailed(failed);
}
