import { useCallback } from "react";
import { useNotify } from "react-admin";

/** The error shape of every API answer (DESIGN §4). */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string[] | string | undefined>;
}

export const UNEXPECTED_ERROR = "app.errors.unexpected";

/**
 * Notice options showing a server text as it is: react-admin translates every notice, and a server text is
 * no catalogue key (the default avoids a missing-translation warning). Keys still translate.
 */
export const verbatim = (message: string) => ({ messageArgs: { _: message } });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** The server's `{ message, errors }` carried by an HttpError (or given as is). */
export function errorBodyOf(error: unknown): ApiErrorBody | undefined {
  if (!isObject(error)) return undefined;
  if (isObject(error.body)) return error.body as ApiErrorBody;
  if ("errors" in error) return error as ApiErrorBody;
  return undefined;
}

const firstMessage = (messages: string[] | string | undefined): string | undefined =>
  Array.isArray(messages) ? messages[0] : messages;

/** First message of each field of the errors map, by field name. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errorBodyOf(error)?.errors ?? {})) {
    const message = firstMessage(messages);
    if (message) fieldErrors[field] = message;
  }
  return fieldErrors;
}

/**
 * The generic handler of SPEC §8: the first message of each field when there is an errors map, otherwise the
 * response message, otherwise the error's own message, otherwise the translation key of "An unexpected error
 * occurred".
 */
export function errorMessagesOf(error: unknown): string[] {
  const fieldMessages = Object.values(fieldErrorsOf(error));
  if (fieldMessages.length > 0) return fieldMessages;
  const bodyMessage = errorBodyOf(error)?.message;
  if (bodyMessage) return [bodyMessage];
  if (isObject(error) && typeof error.message === "string" && error.message) return [error.message];
  return [UNEXPECTED_ERROR];
}

/** Shows an API failure as error toasts, following the generic handler. */
export function useNotifyApiError(): (error: unknown) => void {
  const notify = useNotify();
  return useCallback(
    (error: unknown) =>
      errorMessagesOf(error).forEach((message) => notify(message, { type: "error", ...verbatim(message) })),
    [notify],
  );
}

/** The server's own message for a failure (e.g. a wrong registration code), else the generic fallbacks. */
export function serverMessageOf(error: unknown): string {
  const bodyMessage = errorBodyOf(error)?.message;
  if (bodyMessage) return bodyMessage;
  if (isObject(error) && typeof error.message === "string" && error.message) return error.message;
  return UNEXPECTED_ERROR;
}

/** Field errors of the answer limited to the given fields, as a form's submission errors. */
export function submissionErrorsOf(error: unknown, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrorsOf(error)).filter(([field]) => fields.includes(field)));
}
