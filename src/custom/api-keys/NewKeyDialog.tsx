import { permissionName } from "../../resources/audits/auditValues";
import { Dialog, DialogContent, DialogTitle } from "@mui/material";
import {
  CheckboxGroupInput,
  DateInput,
  Form,
  SaveButton,
  TextInput,
  required,
  useLocale,
  useTranslate,
} from "react-admin";
import type { FieldValues } from "react-hook-form";
import { API_KEY_NAME_MAX } from "../../domain/constants";
import { localizedName } from "../../domain/localizedText";
import { zonedToUtcIso } from "../../domain/zoned-time";
import type { UserBranch } from "../../authProvider/types";
import type { NewApiKey } from "../../dataProvider/methods/apiKeys";

/** What the form holds, as the API takes it: an expiry day ends at midnight of the business's time zone. */
export function toNewKey(values: FieldValues, timeZone: string): NewApiKey {
  const day = typeof values.expires_on === "string" && values.expires_on ? values.expires_on : undefined;
  return {
    name: String(values.name ?? "").trim(),
    branch_ids: (values.branch_ids as number[] | undefined) ?? [],
    permissions: (values.permissions as string[] | undefined) ?? [],
    expires_at: day ? zonedToUtcIso(day, "23:59", timeZone) : null,
  };
}

/** Name, branches, permissions (the strings staff hold, `area.action`) and an optional last day. */
export function NewKeyDialog({
  branches,
  permissions,
  permissionNames,
  onSubmit,
  onClose,
}: {
  branches: readonly UserBranch[];
  permissions: readonly string[];
  /** Areas and actions in the reader's language (the choices read "Orders: Read"). */
  permissionNames?: ReadonlyMap<string, string>;
  onSubmit: (values: FieldValues) => Promise<Record<string, string> | undefined>;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  const branchChoices = branches.map((b) => ({ id: b.id, name: localizedName(b.locales, locale, b.slug) }));
  const permissionChoices = permissions.map((p) => ({
    id: p,
    name: permissionNames ? permissionName(p, permissionNames) : p,
  }));
  return (
    <Dialog open onClose={onClose} aria-labelledby="new-api-key-title" maxWidth="md" fullWidth>
      <DialogTitle id="new-api-key-title">{translate("app.apiKeys.new")}</DialogTitle>
      <DialogContent>
        <Form onSubmit={onSubmit} defaultValues={{ branch_ids: [], permissions: [] }}>
          <TextInput
            source="name"
            label="app.apiKeys.fields.name"
            validate={required()}
            slotProps={{ htmlInput: { maxLength: API_KEY_NAME_MAX } }}
            fullWidth
          />
          <CheckboxGroupInput
            source="branch_ids"
            label="app.apiKeys.fields.branches"
            choices={branchChoices}
            validate={required()}
          />
          <CheckboxGroupInput
            source="permissions"
            label="app.apiKeys.fields.permissions"
            choices={permissionChoices}
            validate={required()}
            row
            sx={{
              "& .MuiFormGroup-root": { display: "grid", gridTemplateColumns: "repeat(auto-fill, 180px)" },
            }}
          />
          <DateInput
            source="expires_on"
            label="app.apiKeys.fields.expires"
            helperText="app.apiKeys.expiresHelp"
          />
          <SaveButton label="app.apiKeys.create" alwaysEnable />
        </Form>
      </DialogContent>
    </Dialog>
  );
}
