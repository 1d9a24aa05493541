import type { ReactNode } from "react";
import { Box } from "@mui/material";
import {
  SaveButton,
  Toolbar,
  useNotify,
  useRedirect,
  useResourceContext,
  type RaRecord,
  type RedirectionSideEffect,
} from "react-admin";
import { useNotifyApiError } from "../../dataProvider/errorMessages";

// Form pieces shared by the operations screens (users, floors, tables, orders, reservations).

/** A Submit button (SPEC §2 Forms) and, on edit pages, extra actions (delete) at the other end. */
export const SubmitToolbar = ({ children }: { children?: ReactNode }) => (
  <Toolbar sx={{ display: "flex", gap: 1 }}>
    <SaveButton label="app.catalog.form.submit" alwaysEnable />
    <Box sx={{ marginInlineStart: "auto" }}>{children}</Box>
  </Toolbar>
);

/** Whether a failed save carries field errors (react-admin shows them under the fields, not as a toast). */
export const hasFieldErrors = (error: unknown): boolean =>
  typeof error === "object" &&
  error !== null &&
  "body" in error &&
  Object.keys((error.body as { errors?: Record<string, unknown> } | undefined)?.errors ?? {}).length > 0;

/**
 * Mutation options of a create or edit page: the SPEC §8 notice ("Done successfully" / "Updated
 * successfully"), then the redirect; field errors under the fields, other failures through the generic handler.
 */
export function useSaveOptions(kind: "created" | "updated", redirectTo: RedirectionSideEffect = "list") {
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return {
    onSuccess: (data: { id?: string | number }) => {
      notify(`app.catalog.notices.${kind}`, { type: "success" });
      if (redirectTo !== false) redirect(redirectTo, resource, data?.id, data);
    },
    onError: (error: unknown) => {
      if (!hasFieldErrors(error)) notifyApiError(error);
    },
  };
}

/** A transform keeping only the fields the API takes (e.g. locales, branch_id and the updated_at loaded). */
export const pickFields =
  (...fields: string[]) =>
  (values: RaRecord) =>
    Object.fromEntries(
      fields.filter((field) => values[field] !== undefined).map((field) => [field, values[field]]),
    );
