import { useMemo, type ReactNode } from "react";
import { Alert, Box, LinearProgress } from "@mui/material";
import { Form, SaveButton, useNotify, useTranslate } from "react-admin";
import type { FieldValues } from "react-hook-form";
import { fieldErrorsOf, useNotifyApiError } from "../../dataProvider/errorMessages";
import type { SettingsScope } from "../../dataProvider/methods/settings";
import { settingsFieldErrors, toFormValues, toSettingsSave, type SettingsAnswer } from "./settingsPayload";
import { useSettingsResource } from "./useSettingsResource";
import { SaveToolbar } from "../../resources/shared/SaveToolbar";

export interface SettingsFormProps {
  /** Whose settings; undefined while there is none to edit (no branch yet). */
  scope?: SettingsScope;
  /** The keys this form edits and saves. */
  keys: readonly string[];
  /** Whether the Submit button shows (SPEC §6 settings update); read-only otherwise. */
  canUpdate: boolean;
  /** Adjusts the values before the empty ones are dropped (e.g. images kept as previews). */
  beforeSave?: (values: FieldValues) => FieldValues;
  onSaved?: (answer: SettingsAnswer) => void;
  children: ReactNode;
}

/**
 * A settings tab: loads its scope, edits its keys, saves the non-empty ones with the loaded `updated_at` and names
 * the ones the user cleared so the server deletes them.
 */
export function SettingsForm({ scope, keys, canUpdate, beforeSave, onSaved, children }: SettingsFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const { answer, loadError, save } = useSettingsResource(scope);
  const defaultValues = useMemo(() => (answer ? toFormValues(answer.data) : undefined), [answer]);

  if (!scope) return <Alert severity="info">{translate("app.settings.noBranch")}</Alert>;
  if (loadError) return <Alert severity="error">{translate("app.settings.loadFailed")}</Alert>;
  if (!defaultValues) return <LinearProgress aria-label={translate("ra.page.loading")} />;

  const submit = async (values: FieldValues) => {
    try {
      const saved = await save(toSettingsSave(beforeSave ? beforeSave(values) : values, keys, defaultValues));
      notify("app.settings.notices.updated", { type: "success" });
      onSaved?.(saved);
      return undefined;
    } catch (error) {
      notifyApiError(error);
      return settingsFieldErrors(fieldErrorsOf(error));
    }
  };

  return (
    <Form key={answer?.updated_at ?? "new"} defaultValues={defaultValues} onSubmit={submit} noValidate>
      <Box component="fieldset" disabled={!canUpdate} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        {children}
      </Box>
      {canUpdate && (
        <SaveToolbar>
          <SaveButton label="app.settings.submit" />
        </SaveToolbar>
      )}
    </Form>
  );
}
